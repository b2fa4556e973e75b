/**
 * Builds the handbook model (../model.ts) from the catalogue and the stored values: ONE function,
 * which the web view, the PDF, the .docx, the auditor view and the ZIP export all render.
 */
import { goalTableColumns, isDateColumn, type Section, type TableColumn } from "@norm/catalogue";
import { formatDateNl } from "@core/shared/format-date";
import { approvalLine, approvalState, noApprovals, type ApprovalsDto } from "@norm/approvals";
import { lastChangeOfTopics, topicOfValue } from "@norm/due-items";
import { formatIsoDate, isoDay } from "@core/shared/dates";
import { parsePlainText } from "@norm/plain-text";
import { computedCell } from "@norm/computed-cells";
import { defaultComplaintTerms, type ComplaintTerms } from "@norm/complaint-terms";
import { GOAL_SETS_NAME, goalSetIds, goalStatusName, goalTableName, goalTextName } from "@norm/kms-names";
import { reviewText } from "@modules/review/messages";
import { savedReviewSections, type SavedReviewDto } from "@modules/review/model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { quarterOfAnalysisName } from "@modules/report-analysis/model";
import { analysisTexts } from "@modules/report-analysis/messages";

import { handbookText } from "../messages";
import type {
  Handbook,
  HandbookBlock,
  HandbookCatalogue,
  HandbookChapter,
  HandbookDocument,
  HandbookExtraChapter,
  HandbookSection,
  HandbookValue,
  PrintModel,
} from "../model";

/** The handbook as the PDF renderer takes it: chapters headed '3. Klachten'. */
export const handbookPrint = ({ titlePage, chapters }: Handbook): PrintModel => ({
  organisation: titlePage.organisation,
  title: titlePage.title,
  coverLines: [
    `${handbookText.date}: ${titlePage.date}`,
    `${handbookText.version}: ${titlePage.version ?? handbookText.noChanges}`,
  ],
  chapters: chapters.map(({ id, number, title, sections, approval }) => ({
    id,
    heading: `${number}. ${title}`,
    sections: approval ? [{ blocks: [{ kind: "paragraph", text: approval }] }, ...sections] : sections,
  })),
});

const textOf = (v: HandbookValue | undefined) => (typeof v?.value === "string" ? v.value : "");

function textBlocks(value: HandbookValue | undefined, date = false): HandbookBlock[] {
  const text = textOf(value).trim();
  if (!text) return [{ kind: "empty" }];
  return date ? [{ kind: "paragraph", text: formatIsoDate(text) }] : parsePlainText(text);
}

/** A table's filled rows (rows with only blank cells are left out), dates as dd-MM-yyyy. */
function tableBlock(
  value: HandbookValue | undefined,
  columns: readonly TableColumn[],
  today: string,
  terms: ComplaintTerms,
): HandbookBlock {
  const rows = Array.isArray(value?.value) ? (value.value as unknown[]) : [];
  const cells = rows
    .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null)
    .map((r) =>
      columns.map((c) => {
        if (c.computed) return computedCell(c.computed, r as Record<string, string>, today, terms);
        const cell = typeof r[c.key] === "string" ? (r[c.key] as string).trim() : "";
        return isDateColumn(c) ? formatIsoDate(cell) : cell;
      }),
    )
    .filter((row) => row.some((cell) => cell !== ""));
  if (cells.length === 0) return { kind: "empty" };
  return { kind: "table", columns: columns.map((c) => c.title), rows: cells };
}

function sectionOf(
  section: Section,
  values: Record<string, HandbookValue>,
  today: string,
  terms: ComplaintTerms,
): HandbookSection {
  switch (section.kind) {
    case "text":
      return { title: section.title, blocks: textBlocks(values[section.name], section.date) };
    case "table":
      return { title: section.title, blocks: [tableBlock(values[section.name], section.columns, today, terms)] };
    case "goalSets": {
      const ids = goalSetIds(values[GOAL_SETS_NAME]?.value);
      if (ids.length === 0) return { title: section.title, blocks: [{ kind: "empty" }] };
      const blocks = ids.flatMap((id, i): HandbookBlock[] => [
        { kind: "subheading", text: handbookText.goalSet(i + 1) },
        ...textBlocks(values[goalTextName(id)]),
        tableBlock(values[goalTableName(id)], goalTableColumns, today, terms),
      ]);
      return { title: section.title, blocks };
    }
    case "evaluation": {
      const ids = goalSetIds(values[GOAL_SETS_NAME]?.value);
      if (ids.length === 0) return { title: section.title, blocks: [{ kind: "empty" }] };
      const rows = ids.map((id, i) => [
        textOf(values[goalTextName(id)]).trim() || handbookText.goalSet(i + 1),
        textOf(values[goalStatusName(id)]).trim() || handbookText.empty,
      ]);
      return {
        title: section.title,
        blocks: [{ kind: "table", columns: [handbookText.goal, handbookText.status], rows }],
      };
    }
  }
}

/**
 * The owner's quarterly analyses of the register of 4.5 (modules/report-analysis), newest first,
 * after the register in its topic's chapter; nothing while none is written.
 */
function analysisSections(slug: string, values: Record<string, HandbookValue>): HandbookSection[] {
  if (slug !== topicOfValue(MELDINGEN_TABLE)) return [];
  const written = Object.keys(values)
    .flatMap((name) => {
      const quarter = quarterOfAnalysisName(name);
      const text = textOf(values[name]).trim();
      return quarter && text ? [{ quarter, text }] : [];
    })
    .sort((a, b) => b.quarter.localeCompare(a.quarter));
  if (written.length === 0) return [];
  return [
    {
      title: analysisTexts.handbookTitle,
      blocks: written.flatMap((w): HandbookBlock[] => [
        { kind: "subheading", text: analysisTexts.analysisOf(w.quarter) },
        ...parsePlainText(w.text),
      ]),
    },
  ];
}

/** The newest of the ISO timestamps, or undefined for none. */
const latest = (times: string[]) => times.reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

export function buildHandbook(
  catalogue: HandbookCatalogue,
  values: Record<string, HandbookValue>,
  documents: readonly HandbookDocument[],
  /** `terms`: the law it works under, for the complaint deadlines (default: both laws). */
  organisation: { name: string; terms?: ComplaintTerms },
  now: Date,
  /** The newest saved management review of each year, newest year first (modules/review/model.ts). */
  reviews: readonly SavedReviewDto[] = [],
  /** Chapters from other modules' data (the internal audits), after the topics. */
  extraChapters: readonly HandbookExtraChapter[] = [],
  /** 'Vastgesteld op … door …' under each topic with content. */
  approvals: ApprovalsDto = noApprovals(),
): Handbook {
  const changed = lastChangeOfTopics(values);
  const topicChapters: HandbookChapter[] = catalogue.topics.map((topic, i) => {
    const lastChange = changed[topic.slug] ?? null;
    const approval = approvals.topic[topic.slug] ?? null;
    return {
      id: topic.slug,
      number: i + 1,
      title: topic.title,
      sections: [
        ...topic.sections.map((s) => sectionOf(s, values, isoDay(now), organisation.terms ?? defaultComplaintTerms)),
        ...analysisSections(topic.slug, values),
      ],
      ...(lastChange
        ? { approval: approvalLine({ approval, approvalState: approvalState(approval, lastChange) }) }
        : {}),
    };
  });
  const otherChapters: HandbookChapter[] = extraChapters.map((chapter, i) => ({
    ...chapter,
    number: topicChapters.length + i + 1,
  }));
  // The saved management reviews, once there is one: the figures, conclusions and new goals.
  const reviewChapters: HandbookChapter[] = reviews.length
    ? [
        {
          id: "organisatiebeoordelingen",
          number: topicChapters.length + otherChapters.length + 1,
          title: reviewText.chapter,
          sections: reviews.flatMap((r) => savedReviewSections(r, parsePlainText)),
        },
      ]
    : [];
  const documentChapter: HandbookChapter = {
    id: "documenten",
    number: topicChapters.length + otherChapters.length + reviewChapters.length + 1,
    title: handbookText.documents,
    sections: catalogue.documentCategories.map((category) => {
      const rows = documents
        .filter((d) => d.category === category.slug)
        .sort((a, b) => a.name.localeCompare(b.name, "nl"))
        .map((d) => [d.name, formatDateNl(new Date(d.uploadedAt))]);
      return {
        title: category.title,
        blocks: [
          rows.length
            ? { kind: "table", columns: [handbookText.documentName, handbookText.date], rows }
            : { kind: "empty" },
        ],
      };
    }),
  };
  const chapters = [...topicChapters, ...otherChapters, ...reviewChapters, documentChapter];
  const lastChange = latest([
    ...Object.values(values).map((v) => v.updatedAt),
    ...documents.map((d) => d.uploadedAt),
    ...reviews.map((r) => r.savedAt),
  ]);
  const date = formatDateNl(now);
  const name = organisation.name.trim();
  return {
    titlePage: {
      // Empty for an organisation without a name: the handbook prints no placeholder.
      organisation: name,
      title: handbookText.title,
      date,
      version: lastChange ? formatDateNl(new Date(lastChange)) : null,
    },
    fileBaseName: [handbookText.title, name, date.split("-").reverse().join("-")].filter(Boolean).join(" "),
    contents: chapters.map(({ id, number, title }) => ({ id, number, title })),
    chapters,
  };
}
