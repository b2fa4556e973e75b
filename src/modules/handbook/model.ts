/**
 * The handbook model: the whole quality system as one document (title page, table of contents,
 * every topic of the catalogue in its order, then the documents per category), built by ONE
 * function from the catalogue and the stored values (server/build.ts). The web view, the PDF, the
 * .docx, the auditor view and the ZIP export all render this model; none of them lists topics by
 * hand. Texts stay plain text: blank lines make paragraphs, lines starting with '- ' make bullet lists.
 */
import type { DocumentCategory, Topic } from "@norm/catalogue";

/** One piece of content. 'empty' renders as 'Nog niet ingevuld', so the gaps are visible. */
export type HandbookBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; columns: string[]; rows: string[][] }
  | { kind: "subheading"; text: string }
  | { kind: "empty" };

export type HandbookSection = { title?: string; blocks: HandbookBlock[] };

/** A topic (or the documents): a numbered chapter; `id` is its anchor in the view. */
export type HandbookChapter = {
  id: string;
  number: number;
  title: string;
  sections: HandbookSection[];
  /** A topic with content: 'Vastgesteld op … door …' or why not (printed under the heading). */
  approval?: string;
};

export type Handbook = {
  titlePage: {
    /** The organisation's name; empty when it has none (nothing is printed then). */
    organisation: string;
    title: string;
    /** dd-MM-yyyy: the day the handbook was made. */
    date: string;
    /** dd-MM-yyyy of the latest change to a value or document, or null before anything was saved. */
    version: string | null;
  };
  /** 'Kwaliteitshandboek Praktijk De Linde 2026-03-05': the export's file name without extension. */
  fileBaseName: string;
  contents: { id: string; number: number; title: string }[];
  chapters: HandbookChapter[];
};

/**
 * What the PDF renderer draws (server/handbook/pdf.ts): a cover, a contents page made from the
 * chapters' headings, then each chapter on a new page. The handbook and the auditdossier
 * (shared/dossier.ts) are both turned into this, so there is one renderer.
 */
export type PrintModel = {
  /** On the cover above the title and in every page's header; empty prints nothing. */
  organisation: string;
  title: string;
  /** The lines under the title on the cover ('Datum: …'). */
  coverLines: string[];
  chapters: { id: string; heading: string; sections: HandbookSection[] }[];
};

export type HandbookCatalogue = {
  topics: readonly Topic[];
  documentCategories: readonly { slug: DocumentCategory; title: string }[];
};
/** A stored value with when it last changed (a KmsValueDto fits). */
export type HandbookValue = { value: unknown; updatedAt: string };
export type HandbookDocument = { category: DocumentCategory; name: string; uploadedAt: string };
/**
 * A chapter made from data other than the KMS values (the internal audits' report, …): it comes after
 * the topics and before the documents, numbered in that order.
 */
export type HandbookExtraChapter = { id: string; title: string; sections: HandbookSection[] };

/** 'Kwaliteitshandboek Praktijk De Linde 2026-03-05.pdf' */
export const handbookFileName = (handbook: Handbook, extension: "pdf" | "docx") =>
  `${handbook.fileBaseName}.${extension}`;
