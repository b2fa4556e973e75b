/**
 * The auditdossier ('Auditdossier maken'): the 23 element models (shared/elements.ts) and the
 * questions of the auditor turned into the print model the one PDF renderer draws (a cover, a
 * contents page, a chapter per element), the names inside the ZIP, and every Dutch text of both.
 * Pure: the server loads the inputs (server/dossier/load.ts).
 */
import type { ElementDossier } from "./elements";
import { approvalLine } from "./approvals";
import type { AuditorQuestionDto } from "./auditor-questions";
import { questionMessages } from "./auditor-questions";
import type { HandbookBlock, HandbookSection, PrintModel } from "./handbook";
import { parsePlainText } from "./plain-text";
import { categoryTitle } from "./catalogue";
import { formatDateNl } from "./format-date";
import { formatIsoDate } from "./dates";
import { amsterdamDay } from "./calendar-day";
import { safeFileName } from "./file-names";

export const dossierText = {
  title: "Auditdossier",
  norm: "HKZ Kleine Organisaties 2021",
  date: (day: string) => `Datum: ${day}`,
  ready: (ready: number, total: number) => `${ready} van ${total} normelementen op orde`,
  readiness: "Stand voor de audit",
  allGood: "Alles wat Normwijs kan nagaan, is op orde.",
  reasonsIntro: "Wat nog aandacht nodig heeft:",
  expected: (what: string) => `De auditor wil hier meestal zien: ${what}.`,
  topicChange: (when: string | null, review: string | null) =>
    [when ? `Laatst gewijzigd op ${when}` : "Nog niet ingevuld", review ? `herzien vóór ${review}` : ""]
      .filter(Boolean)
      .join(", ") + ".",
  documents: "Gekoppelde documenten",
  noDocuments: "Er is nog geen document aan dit normelement gekoppeld.",
  documentColumns: ["Naam", "Map", "Geüpload", "Herzien vóór"],
  noRows: "Nog geen regels.",
  goals: "Kwaliteitsdoelstellingen",
  goalColumns: ["Doelstelling", "Stand van zaken"],
  audits: "Interne audits in deze cyclus",
  auditStatus: {
    uitgevoerd: "Dit normelement is in deze cyclus intern geaudit.",
    gepland: "De interne audit is gepland, maar nog niet uitgevoerd.",
    open: "Dit normelement is in deze cyclus nog niet intern geaudit.",
  },
  auditOf: (day: string) => `Interne audit van ${day}`,
  auditColumns: ["Punt", "Uitkomst", "Toelichting"],
  finding: (outcome: string, handled: boolean) => `${outcome} (bevinding, ${handled ? "afgehandeld" : "nog open"})`,
  actions: "Verbeteracties",
  noActions: "Geen verbeteracties bij dit normelement.",
  actionColumns: ["Verbeteractie", "Status", "Uiterlijk"],
  overdue: (day: string) => `${day} (over de datum)`,
  review: "Organisatiebeoordeling",
  reviewOf: (year: number, version: number) => `Jaar ${year}, versie ${version}.`,
  noReview: "De organisatiebeoordeling noemt dit normelement (nog) niet.",
  work: "Verbeteren",
  workLine: (title: string, done: boolean) => `${title}: ${done ? "vastgelegd" : "nog niets vastgelegd"}`,
  questions: questionMessages.title,
  noQuestions: "De auditor heeft over dit normelement nog niets gevraagd.",
  questionColumns: ["Vraag", "Gesteld", "Antwoord", "Status"],
  answerDocument: (name: string) => `Document: ${name}`,
  // The ZIP's index (Inhoud.html)
  indexFile: "Inhoud.html",
  indexIntro: "Per normelement de stand voor de audit en de gekoppelde documenten in de map van dat normelement.",
  indexPdf: "Het hele dossier als PDF:",
  indexNoFiles: "Geen gekoppelde documenten.",
  indexMissing: "ontbreekt in de opslag",
} as const;

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
