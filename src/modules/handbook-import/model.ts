/**
 * 'Handboek importeren': a Word handbook (.docx) read on the server into sections, each part given
 * a proposed place in the quality system (handbook-import-propose.ts), confirmed in a preview and
 * written in one step. This module holds what both sides share: the parsed shape, the places a
 * part can go (derived from the catalogue), the request and answer shapes and the Dutch texts.
 */
import { z } from "zod";
import { documentCategorySlugs, topics, type DocumentCategory, type TableColumn } from "@norm/catalogue";
import { safeId, safeLine } from "@core/shared/input";
import { limits } from "@core/shared/limits";

/** A piece of a section as Word had it: a paragraph, a list item or a table (its rows of cell texts). */
export type DocBlock =
  { kind: "paragraph"; text: string } | { kind: "list"; text: string } | { kind: "table"; rows: string[][] };

/** A heading and what follows it up to the next heading; the text before the first heading has heading "". */
export type DocSection = { heading: string; level: number; blocks: DocBlock[] };

/** What the reader left out of the file: pictures, text boxes and comments. */
export type LeftOut = {
  images: number;
  textBoxes: number;
  comments: number;
  /** Lines of Word's table of contents (not in drafts read before it was counted). */
  contentsLines?: number;
};

export type ParsedHandbook = { sections: DocSection[]; leftOut: LeftOut };

export type Certainty = "Zeker" | "Waarschijnlijk" | "Kies zelf";

/** A place a part can go: one text or table value of a topic. */
export type ImportTarget = {
  name: string;
  kind: "text" | "table";
  topicSlug: string;
  topicTitle: string;
  /** 'Missie en visie', or 'Risico's en kansen – Interne kansen' for a topic with several sections. */
  label: string;
  /** Words of the section's own title, beside the topic's keywords. */
  sectionWords: string[];
  columns: readonly TableColumn[];
  /**
   * A field for a short value (names, like Organisatiebeoordeling's 'Aanwezig': a box of one or two
   * lines): a part longer than this is never proposed for it, nor written to it.
   */
  maxChars?: number;
};

/** The most characters a part may have for a short field (a text box of at most two lines). */
export const shortFieldMaxChars = 200;

/**
 * Every text and table of the catalogue, in catalogue order. A date field takes a date, not prose;
 * computed table columns take no cells; the goal sets and the evaluation table are built on their
 * own pages, so neither is a place for imported text.
 */
export const importTargets: readonly ImportTarget[] = topics.flatMap((topic) => {
  const several = topic.sections.length > 1;
  return topic.sections.flatMap((section): ImportTarget[] => {
    if (section.kind !== "text" && section.kind !== "table") return [];
    if (section.kind === "text" && section.date) return [];
    const title = section.title ?? topic.title;
    return [
      {
        name: section.name,
        kind: section.kind,
        topicSlug: topic.slug,
        topicTitle: topic.title,
        label: several ? `${topic.title} – ${title}` : topic.title,
        sectionWords: several && section.title ? [section.title.toLowerCase()] : [],
        columns: section.kind === "table" ? section.columns.filter((c) => !c.computed) : [],
        ...(section.kind === "text" && section.rows <= 2 ? { maxChars: shortFieldMaxChars } : {}),
      },
    ];
  });
});

export const findTarget = (name: string) => importTargets.find((t) => t.name === name);

/**
 * The place 'Bewaren als document': the part's text becomes a Word file of its own under Documenten
 * (in the category the user picks), not a value of the quality system. No catalogue name starts
 * with '@', so it cannot be mistaken for a section.
 */
export const documentPlace = "@document";

/** A Word table among a part's opening lines, in short: its first column titles and how many rows. */
export type TableGlimpse = { columns: string[]; columnCount: number; rows: number };

/** One part of the document the preview shows with a select: a section's text, or a table that fits one of ours. */
export type ImportItem = {
  id: string;
  /** Index of its section in the document (several parts to one place are joined in this order). */
  section: number;
  heading: string;
  kind: "text" | "table";
  /** The first lines of text, for the preview (tables among them are in `openingTables`). */
  opening: string;
  /** The first tables of the part, in short, so the preview shows no row of cells between '|'. */
  openingTables: TableGlimpse[];
  /** The whole text, as it is written to a text place. */
  text: string;
  /**
   * The Word tables (numbered through the document) whose cells this part holds, as rows or as a
   * table in its text (a table of one cell is a frame: its text is text, not a table).
   */
  wordTables: number[];
  /** For a table part: rows keyed by our column keys, for the proposed table. */
  table?: { target: string; rows: Record<string, string>[]; unmappedColumns: string[] };
  /** `reason`: why, in the preview's words ('kop bevat: klacht'); absent when nothing is proposed. */
  proposal: { target: string | null; certainty: Certainty; reason?: string };
};

export type ImportMode = "append" | "replace" | "skip";

/**
 * A part as the preview shows it: its heading and opening lines, never its whole text or rows, so
 * the answer stays small for the largest document the reader accepts.
 */
export type ImportPreviewItem = Omit<ImportItem, "text" | "table" | "wordTables"> & {
  table?: { target: string; rowCount: number; unmappedColumns: string[] };
  /** The length of the part's text: a short field (`maxChars`) is no place for a longer one. */
  chars: number;
};

/**
 * The places a part can go besides 'Niet importeren' and 'Bewaren als document': its own table
 * (a table part), and every text of the catalogue that can hold its length. A topic that holds
 * only a table is no place for a text: a table's rows have columns (dates, choices, names) a text
 * has not, and a paragraph in one cell would hide it, as the short field did.
 */
export function placesFor(item: Pick<ImportPreviewItem, "kind" | "table" | "chars">): ImportTarget[] {
  return importTargets.filter((t) =>
    t.kind === "table"
      ? item.kind === "table" && item.table?.target === t.name
      : t.maxChars === undefined || item.chars <= t.maxChars,
  );
}

/** What a place holds now, in short: the start of its text, or how many rows it has. */
export type ImportPlaceNow = { text: string } | { rows: number };

/**
 * Parts per page of a chapter in the preview, and chapters per page of the chapter list: the
 * answer stays small for the largest document, also on a phone. A document of at most this many
 * parts comes whole in the first answer, its chapters open.
 */
export const previewPageSize = 20;

/** A chapter of the preview: a top-level heading (or the start of the document) and its parts. */
export type PreviewChapter = { index: number; heading: string };

/**
 * What the preview needs: the chapters (a page of them), every part's proposed place and chapter
 * (so the choices, the places and the chapters' counts cover the whole document), what each place
 * holds now, and for a document of at most `previewPageSize` parts every part (else none: a
 * chapter's parts come when it is opened, see ImportChapterPartsDto).
 */
export type ImportPreviewDto = {
  id: string;
  fileName: string;
  /** `total` parts in all. */
  total: number;
  items: ImportPreviewItem[];
  /** This page (1-based) of `chapterPages` of the chapter list, `chapterCount` chapters in all. */
  chapterPage: number;
  chapterPages: number;
  chapterCount: number;
  chapters: PreviewChapter[];
  /** Every part in document order with its proposed place and its chapter's index. */
  outline: { id: string; target: string | null; chapter: number }[];
  leftOut: LeftOut;
  /** What each place that has content holds now, in short. */
  current: Record<string, ImportPlaceNow>;
};

/** One page of a chapter's parts. */
export type ImportChapterPartsDto = { chapter: number; page: number; pages: number; items: ImportPreviewItem[] };

export const previewPageSchema = z.object({
  chapters: z.coerce.number().int().min(1).max(1_000).default(1),
});
export const chapterPartsSchema = z.object({
  chapter: z.coerce.number().int().min(0).max(10_000),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
});

/** At most this many characters of a heading, of a chapter's heading, and of a place's current text, in the preview. */
export const previewTextMax = { heading: 200, chapter: 120, current: 300, cell: 40 } as const;

/**
 * The chapter of each section: the document's highest heading level starts a chapter; what comes
 * before the first such heading (the start, a title page) is chapter 0 with heading "" when there
 * is any. Answers per section its chapter's index, and the chapters.
 */
export function chaptersOf(sections: readonly Pick<DocSection, "heading" | "level">[]): {
  chapterOf: number[];
  chapters: PreviewChapter[];
} {
  const levels = sections.filter((s) => s.heading !== "" && s.level > 0).map((s) => s.level);
  const top = levels.length > 0 ? Math.min(...levels) : 0;
  const chapters: PreviewChapter[] = [];
  const chapterOf = sections.map((s) => {
    if (top > 0 && s.heading !== "" && s.level === top) {
      chapters.push({ index: chapters.length, heading: s.heading });
    } else if (chapters.length === 0) {
      chapters.push({ index: 0, heading: "" });
    }
    return chapters.length - 1;
  });
  return { chapterOf, chapters };
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The preview's form of a part: no whole text, no rows. */
export function previewItemOf(item: ImportItem): ImportPreviewItem {
  const { text, table, wordTables: _tables, ...rest } = item;
  return {
    ...rest,
    chars: text.length,
    heading: cut(rest.heading, previewTextMax.heading),
    openingTables: rest.openingTables.map((g) => ({
      ...g,
      columns: g.columns.map((c) => cut(c, previewTextMax.cell)),
    })),
    ...(table && {
      table: { target: table.target, rowCount: table.rows.length, unmappedColumns: table.unmappedColumns.slice(0, 20) },
    }),
  };
}

/** What a place holds now in short, or undefined when it is empty. */
export function placeNowOf(value: unknown): ImportPlaceNow | undefined {
  if (typeof value === "string" && value.trim() !== "") return { text: cut(value, previewTextMax.current) };
  if (Array.isArray(value) && value.length > 0) return { rows: value.length };
  return undefined;
}

export type ImportSummaryDto = {
  filled: { name: string; label: string; topicSlug: string }[];
  /** Parts kept as a Word file of their own under Documenten ('Bewaren als document'). */
  documents: { name: string; category: DocumentCategory }[];
  /** Word tables imported, as rows of one of our tables or as a table inside a text. */
  tables: number;
  /** Of `tables`, those kept as a table inside a text (shared/text-table.ts). */
  tablesInText: number;
  /** Sections of the document of which nothing was imported. */
  notImported: number;
  leftOut: LeftOut;
  documentName: string;
};

/**
 * The confirmed choices: per part a place, `documentPlace` ('Bewaren als document') or null ('Niet
 * importeren'), per place how, and the category of Documenten for parts kept as a document.
 */
export const importChoicesSchema = z.object({
  choices: z.array(z.object({ item: safeId(), target: safeLine().max(200).nullable() })).max(5_000),
  modes: z.record(safeLine().max(200), z.enum(["append", "replace", "skip"])),
  documentCategory: z.enum(documentCategorySlugs).optional(),
});
export type ImportChoices = z.infer<typeof importChoicesSchema>;

/** At most this many bytes in an uploaded handbook: the size of any document. */
export const maxHandbookBytes = limits.fileMaxBytes;
/** A parsed handbook waits this long for 'Importeren'. */
export const draftLifetimeMs = 24 * 60 * 60 * 1000;
/** The category the original file is kept in, and parts kept as a document when the user picks none. */
export const originalCategory = "beleid";
