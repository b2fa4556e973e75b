/**
 * The auditdossier ('Auditdossier maken'): the 23 element models (modules/elements/model.ts) and the
 * questions of the auditor turned into the print model the one PDF renderer draws (a cover, a
 * contents page, a chapter per element) and the names inside the ZIP; their Dutch texts are in
 * messages.ts. Pure: the server loads the inputs (server/load.ts).
 */
import type { ElementDossier } from "@modules/elements/model";
import { approvalLine } from "@norm/approvals";
import type { AuditorQuestionDto } from "@modules/auditor/model";
import { questionMessages } from "@modules/auditor/messages";
import { dossierText } from "./messages";
import type { HandbookBlock, HandbookSection, PrintModel } from "@modules/handbook/model";
import { parsePlainText } from "@norm/plain-text";
import { categoryTitle } from "@norm/catalogue";
import { formatDateNl } from "@core/shared/format-date";
import { formatIsoDate } from "@core/shared/dates";
import { amsterdamDay } from "@core/shared/calendar-day";
import { safeFileName } from "@core/shared/file-names";

const t = dossierText;

/** 'Auditdossier Praktijk De Linde 2026-11-26': the files' name without extension. */
export const dossierBaseName = (organisation: string, now: Date) =>
  [t.title, organisation.trim(), amsterdamDay(now)].filter(Boolean).join(" ");

/** The folder of an element in the ZIP: '4.5 Klachten en meldingen' (a safe name). */
export const elementFolder = (d: Pick<ElementDossier, "number" | "title">) => safeFileName(`${d.number} ${d.title}`);

const paragraph = (text: string): HandbookBlock => ({ kind: "paragraph", text });
const tableOr = (columns: string[], rows: string[][], none: string): HandbookBlock =>
  rows.length ? { kind: "table", columns: [...columns], rows } : paragraph(none);
const day = (iso: string | null) => (iso ? formatIsoDate(iso) : "");
const moment = (iso: string | null) => (iso ? formatDateNl(iso) : "");

function readinessSection(d: ElementDossier): HandbookSection {
  const blocks: HandbookBlock[] = [paragraph(d.readinessTitle)];
  if (d.reasons.length) blocks.push(paragraph(t.reasonsIntro), { kind: "list", items: d.reasons.map((r) => r.text) });
  else if (d.readiness === "op-orde") blocks.push(paragraph(t.allGood));
  if (d.expectedDocument) blocks.push(paragraph(t.expected(d.expectedDocument)));
  return { title: t.readiness, blocks };
}

function auditSection(d: ElementDossier): HandbookSection {
  const blocks: HandbookBlock[] = [paragraph(t.auditStatus[d.auditStatus])];
  for (const audit of d.audits) {
    blocks.push({ kind: "subheading", text: t.auditOf(formatIsoDate(audit.date)) });
    const rows = audit.points.map((p) => [
      p.text,
      p.finding ? t.finding(p.statusTitle, p.handled) : p.statusTitle,
      p.note,
    ]);
    if (rows.length) blocks.push({ kind: "table", columns: [...t.auditColumns], rows });
  }
  return { title: t.audits, blocks };
}

/** The element's questions, oldest first: the order in which the auditor asked them. */
function questionRows(questions: readonly AuditorQuestionDto[]): string[][] {
  return [...questions]
    .sort((a, b) => (a.askedAt < b.askedAt ? -1 : a.askedAt > b.askedAt ? 1 : 0))
    .map((q) => [
      q.question,
      moment(q.askedAt),
      [q.answer, q.document ? t.answerDocument(q.document.name) : ""].filter(Boolean).join("\n"),
      questionMessages.statusNames[q.status],
    ]);
}

/** One element's chapter: its readiness with reasons, texts, evidence and audit results. */
export function elementChapter(d: ElementDossier, questions: readonly AuditorQuestionDto[]): PrintModel["chapters"][0] {
  const sections: HandbookSection[] = [readinessSection(d)];
  for (const topic of d.topics) {
    const blocks: HandbookBlock[] = [
      paragraph(t.topicChange(moment(topic.lastChange) || null, day(topic.reviewOn) || null)),
      ...(topic.lastChange ? [paragraph(approvalLine(topic))] : []),
    ];
    for (const text of topic.texts) {
      if (topic.texts.length > 1 || text.title !== topic.title) blocks.push({ kind: "subheading", text: text.title });
      blocks.push(...(text.text ? parsePlainText(text.text) : [{ kind: "empty" } as const]));
    }
    sections.push({ title: topic.title, blocks });
  }
  sections.push({
    title: t.documents,
    blocks: [
      tableOr(
        [...t.documentColumns],
        d.documents.map((doc) => [doc.name, categoryTitle(doc.category), moment(doc.uploadedAt), day(doc.reviewOn)]),
        t.noDocuments,
      ),
    ],
  });
  for (const register of d.registers)
    sections.push({
      title: register.title,
      blocks: [
        tableOr(
          register.columns,
          register.rows.map((r) => r.cells),
          t.noRows,
        ),
      ],
    });
  if (d.goals.length)
    sections.push({
      title: t.goals,
      blocks: [
        tableOr(
          [...t.goalColumns],
          d.goals.map((g) => [g.text, g.status]),
          t.noRows,
        ),
      ],
    });
  sections.push(auditSection(d));
  sections.push({
    title: t.actions,
    blocks: [
      tableOr(
        [...t.actionColumns],
        d.actions.map((a) => [a.description, a.statusTitle, a.overdue ? t.overdue(day(a.dueDate)) : day(a.dueDate)]),
        t.noActions,
      ),
    ],
  });
  sections.push({
    title: t.review,
    blocks: d.review
      ? [paragraph(t.reviewOf(d.review.year, d.review.version)), { kind: "list", items: d.review.lines }]
      : [paragraph(t.noReview)],
  });
  if (d.work.length)
    sections.push({ title: t.work, blocks: [{ kind: "list", items: d.work.map((w) => t.workLine(w.title, w.done)) }] });
  if (d.analysis)
    sections.push({
      title: d.analysis.title,
      blocks: [
        { kind: "list", items: d.analysis.lines },
        ...d.analysis.texts.flatMap((x): HandbookBlock[] => [
          { kind: "subheading", text: x.title },
          ...parsePlainText(x.text),
        ]),
      ],
    });
  sections.push({
    title: t.questions,
    blocks: [
      tableOr([...t.questionColumns], questionRows(questions.filter((q) => q.element === d.number)), t.noQuestions),
    ],
  });
  return { id: `element-${d.number}`, heading: `${d.number} ${d.title}`, sections };
}

/** The whole auditdossier as the PDF renderer takes it. */
export function dossierPrint(
  dossiers: readonly ElementDossier[],
  questions: readonly AuditorQuestionDto[],
  organisation: string,
  now: Date,
): PrintModel {
  const ready = dossiers.filter((d) => d.readiness === "op-orde").length;
  return {
    organisation: organisation.trim(),
    title: t.title,
    coverLines: [t.norm, t.date(formatDateNl(now)), t.ready(ready, dossiers.length)],
    chapters: dossiers.map((d) => elementChapter(d, questions)),
  };
}
