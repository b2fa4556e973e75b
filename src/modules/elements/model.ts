/**
 * The auditdossier's spine: per HKZ element, ONE pure function (`elementDossier`) gathers what
 * covers it — the topic texts with their last change and review date, the documents linked to it,
 * the register rows and goals of its topics, the internal-audit results of this certification
 * cycle, the Verbeteracties linked to any of these, the management review's mention — and states a
 * readiness with its reasons in words. The element page, the Overzicht, the auditor link and the
 * dossier PDF/ZIP all render this one model; the readiness rules live in `readinessReasons` only.
 * The server loads the inputs for all 23 elements at once (server/elements/load.ts).
 */
import { findTopic, isDateColumn, topics, type Topic } from "@norm/catalogue";
import { hasContent, shortContent, type VerbeterenWork } from "@norm/coverage";
import { approvalState, type Approval, type ApprovalState, type ApprovalsDto } from "@norm/approvals";
import { lastChangeOfTopics, topicOfValue, type DueItem, type DueValues } from "@norm/due-items";
import type { DueKind } from "@norm/due-rules";
import {
  auditPointStatuses,
  elementCoverage,
  isFinding,
  type AuditPointStatus,
  type CycleDto,
} from "@modules/audits/model";
import { actionStatuses, isOpenStatus, type ActionSourceKind, type ActionStatus } from "@modules/actions/model";
import { GOAL_SETS_NAME, goalSetIds, goalStatusName, goalTextName } from "@norm/kms-names";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { expectedDocuments } from "@norm/guidance/element-evidence";
import { formatIsoDate } from "@core/shared/dates";
import type { ComplaintTerms } from "@norm/complaint-terms";
import { computedCell } from "@norm/computed-cells";
import { paths } from "@core/shared/paths";
import type { DocumentCategory } from "@norm/catalogue";
import type { ReviewFigures } from "@modules/review/model";
import { elementReviewLines } from "@norm/element-review";
import { readinessText as t } from "./messages";
import { currentQuarter, quarterOfDay, quarterSummary, shiftQuarter } from "@modules/report-analysis/model";
import { analysisLine, analysisTexts } from "@modules/report-analysis/messages";

export { readinessText, readinessTitles } from "./messages";

export type Readiness = "op-orde" | "aandacht" | "niet-begonnen";

export type ReadinessReasonKind =
  | "text-empty"
  | "text-short"
  | "due-overdue"
  | "legal-overdue"
  | "work-outdated"
  | "not-approved"
  | "changed-after-approval"
  | "review-passed"
  | "document-review-passed"
  | "document-missing"
  | "open-finding"
  | "action-overdue"
  | "not-audited"
  | "personnel-expired"
  | "personnel-soon"
  | "personnel-missing";

/** Why an element needs attention, in words, with where to act. */
export type ReadinessReason = { kind: ReadinessReasonKind; text: string; link: string };

// ---- What the loader hands in (plain data, nothing of the database) ----

export type ElementInputDocument = {
  id: string;
  name: string;
  category: DocumentCategory;
  uploadedAt: string;
  /** The elements it is linked to ('Hoort bij normelement'). */
  elements: readonly string[];
};
export type ElementInputAudit = {
  id: string;
  date: string;
  elements: readonly string[];
  points: readonly { id: string; element: string; text: string; status: AuditPointStatus; note: string }[];
};
export type ElementInputAction = {
  id: string;
  description: string;
  sourceKind: ActionSourceKind;
  sourceId: string | null;
  status: ActionStatus;
  dueDate: string;
};
export type ElementInputReview = {
  id: string;
  year: number;
  version: number;
  savedAt: string;
  figures: ReviewFigures;
  conclusions: string;
  newGoals: string;
};

export type ElementInputs = {
  /** yyyy-MM-dd, Europe/Amsterdam. */
  today: string;
  values: DueValues;
  /** The organisation's due items: the review dates of topics and documents in force. */
  dueItems: readonly DueItem[];
  /** Documents linked to at least one element (others cover nothing). */
  documents: readonly ElementInputDocument[];
  cycle: CycleDto;
  /** Every internal audit with its checklist (the cycle is chosen here). */
  audits: readonly ElementInputAudit[];
  actions: readonly ElementInputAction[];
  /** The newest saved management review, if any. */
  review: ElementInputReview | null;
  /** The Verbeteren pages' work (4.1 answers, 4.6 a saved review). */
  work: readonly VerbeterenWork[];
  /** 'Vastgesteld': the approvals in force (planning/approvals.ts). */
  approvals?: ApprovalsDto;
  /** The law the organisation works under, for the complaint deadlines (default: both laws). */
  terms?: ComplaintTerms;
  /** Medewerkers: the reasons of the personnel elements (modules/personnel/rules.ts) and how many people are kept. */
  personnel?: { reasons: readonly ElementInputPersonnelReason[]; people: number };
};

/** A readiness reason of a personnel element, named without the person (every member sees it). */
export type ElementInputPersonnelReason = {
  element: string;
  kind: "personnel-expired" | "personnel-soon" | "personnel-missing";
  text: string;
  link: string;
};

/** The elements the quarterly analysis of the register feeds: signals (4.3) and incidents (4.5). */
const analysisElements: readonly string[] = ["4.3", "4.5"];
/** The quarters the element pages show: this quarter and the three before. */
const analysisQuarters = 4;

/** The last four quarters of the register in short, with the owner's analyses; null when all are empty. */
function elementAnalysis(values: DueValues, today: string): ElementAnalysis | null {
  const now = quarterOfDay(today) ?? currentQuarter();
  const quarters = Array.from({ length: analysisQuarters }, (_, i) =>
    quarterSummary(values, MELDINGEN_TABLE, shiftQuarter(now, -i)),
  ).filter((q) => q.total > 0 || q.analysis);
  if (quarters.length === 0) return null;
  return {
    title: analysisTexts.elementTitle,
    link: paths.kwartaalanalyse,
    lines: quarters.map((q) => analysisLine(q.quarter, q.total, q.previousTotal, q.topCause)),
    texts: quarters
      .filter((q) => q.analysis)
      .map((q) => ({ title: analysisTexts.analysisOf(q.quarter), text: q.analysis })),
  };
}

/** The elements that personnel records cover (the catalogue's 2.1–2.3). */
const personnelElements: readonly string[] = ["2.1", "2.2", "2.3"];

// ---- The model ----

export type ElementTopic = {
  slug: string;
  title: string;
  link: string;
  /** ISO instant of its last saved change; null when nothing was saved. */
  lastChange: string | null;
  /** yyyy-MM-dd 'Herzien vóór' in force; null before the first change. */
  reviewOn: string | null;
  reviewPassed: boolean;
  /** 'Vastgesteld op … door …', and whether it was changed after that. */
  approval: Approval | null;
  approvalState: ApprovalState;
  texts: { name: string; title: string; text: string }[];
};
export type ElementRegister = {
  topic: string;
  name: string;
  title: string;
  link: string;
  columns: string[];
  /** Cells as shown (dates dd-MM-yyyy), in column order. */
  rows: { id: string; cells: string[] }[];
};
export type ElementGoal = { id: string; text: string; status: string; link: string };
export type ElementDocument = {
  id: string;
  name: string;
  category: DocumentCategory;
  uploadedAt: string;
  reviewOn: string | null;
  reviewPassed: boolean;
  approval: Approval | null;
};
export type ElementAuditPoint = {
  id: string;
  text: string;
  status: AuditPointStatus;
  statusTitle: string;
  note: string;
  finding: boolean;
  /** A finding with a Verbeteractie that is 'Afgerond'. */
  handled: boolean;
};
export type ElementAuditResult = { auditId: string; date: string; link: string; points: ElementAuditPoint[] };
export type ElementAction = {
  id: string;
  description: string;
  status: ActionStatus;
  statusTitle: string;
  dueDate: string;
  overdue: boolean;
  link: string;
};
/** A due item of the planning that is past its day and belongs to this element. */
export type ElementDue = {
  id: string;
  kindTitle: string;
  title: string;
  due: string;
  link: string;
  /** A legal duty to report: to whom ('de AP', 'de IGJ'). */
  legalTo: string | null;
};
export type ElementReviewMention = { id: string; year: number; version: number; savedAt: string; lines: string[] };
/** The quarterly analysis of the register of 4.5 (modules/report-analysis), on 4.3 and 4.5. */
export type ElementAnalysis = {
  title: string;
  link: string;
  /** One line per quarter of the last year with rows or an analysis, newest first. */
  lines: string[];
  /** The owner's analyses of those quarters. */
  texts: { title: string; text: string }[];
};

export type ElementDossier = {
  number: HkzElementNumber;
  /** Our own short name of the element (norm.ts). */
  title: string;
  chapter: number;
  link: string;
  readiness: Readiness;
  readinessTitle: string;
  reasons: ReadinessReason[];
  /** What an auditor usually wants to see as a document here (guidance), or null. */
  expectedDocument: string | null;
  topics: ElementTopic[];
  documents: ElementDocument[];
  registers: ElementRegister[];
  goals: ElementGoal[];
  /** Whether the element was audited in this cycle ('uitgevoerd'), only planned, or neither. */
  auditStatus: "uitgevoerd" | "gepland" | "open";
  audits: ElementAuditResult[];
  actions: ElementAction[];
  /** Everything of the planning that is past its day here (reviews and actions have their own lists). */
  overdue: ElementDue[];
  review: ElementReviewMention | null;
  work: VerbeterenWork[];
  /** The quarterly analysis of the register (4.3 signals, 4.5 incidents); null elsewhere or when empty. */
  analysis: ElementAnalysis | null;
};

/** One element on a list (the Overzicht, the auditor's navigation). */
export type ElementSummary = Pick<
  ElementDossier,
  "number" | "title" | "chapter" | "link" | "readiness" | "readinessTitle" | "reasons"
>;

export type ReadinessOverview = {
  ready: number;
  total: number;
  elements: ElementSummary[];
  /** The first element (norm order) that is not 'Op orde', with its first reason; null when all are. */
  next: { number: HkzElementNumber; title: string; link: string; reason: string | null } | null;
};

/** Due kinds the dossier lists on their own (topic and document reviews, Verbeteracties). */
const listedElsewhere = new Set<DueKind>(["herziening-onderdeel", "herziening-document", "verbeteractie"]);
/** The id prefix of a planned internal audit's due item (recordDueRules: source 'internal-audit'). */
const internalAuditPrefix = "internal-audit:";

const coveringTopics = (element: string): Topic[] =>
  topics.filter((topic) => (topic.elements as readonly string[]).includes(element));

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const rowsOf = (value: unknown): Record<string, string>[] =>
  (Array.isArray(value) ? value : [])
    .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null)
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, text(v)])));

/** The elements an action belongs to, through its source (a register row, a goal, a finding, a review). */
function actionElements(action: ElementInputAction, pointElement: ReadonlyMap<string, string>): string[] {
  const topicElements = (slug: string | undefined) => [...(findTopic(slug ?? "")?.elements ?? [])];
  switch (action.sourceKind) {
    case "register":
    case "complaint":
      return topicElements(topicOfValue(MELDINGEN_TABLE));
    case "goal":
      return topicElements(topicOfValue(GOAL_SETS_NAME));
    case "review":
      return topicElements("organisatiebeoordeling");
    case "audit-finding": {
      const element = action.sourceId ? pointElement.get(action.sourceId) : undefined;
      return element ? [element] : [];
    }
    case "other":
      return [];
  }
}

/** Everything that covers one element, and its readiness. Pure: same inputs, same dossier. */
export function elementDossier(number: HkzElementNumber, inputs: ElementInputs): ElementDossier {
  const element = hkzElements.find((e) => e.number === number)!;
  const { values, today } = inputs;
  const due = new Map(inputs.dueItems.map((item) => [item.id, item]));
  const lastChange = lastChangeOfTopics(values);
  const covering = coveringTopics(number);

  const topicsOut: ElementTopic[] = covering.map((topic) => {
    const review = due.get(`herziening:${topic.slug}`);
    const approval = inputs.approvals?.topic[topic.slug] ?? null;
    return {
      slug: topic.slug,
      title: topic.title,
      link: paths.kwaliteitssysteem(topic.slug),
      lastChange: lastChange[topic.slug] ?? null,
      reviewOn: review?.due ?? null,
      reviewPassed: review?.status === "verlopen",
      approval,
      approvalState: approvalState(approval, lastChange[topic.slug] ?? null),
      texts: topic.sections.flatMap((s) =>
        s.kind === "text" ? [{ name: s.name, title: s.title ?? topic.title, text: text(values[s.name]?.value) }] : [],
      ),
    };
  });

  const registers: ElementRegister[] = covering.flatMap((topic) =>
    topic.sections.flatMap((s) => {
      if (s.kind !== "table") return [];
      // Computed columns ('Termijn') are shown too: the auditor asks for the deadlines.
      const columns = s.columns;
      const typed = columns.filter((c) => !c.computed);
      const rows = rowsOf(values[s.name]?.value)
        .filter((r) => typed.some((c) => r[c.key]))
        .map((r) => ({
          id: r.id ?? "",
          cells: columns.map((c) =>
            c.computed
              ? computedCell(c.computed, r, today, inputs.terms)
              : isDateColumn(c) && r[c.key]
                ? formatIsoDate(r[c.key]!)
                : (r[c.key] ?? ""),
          ),
        }));
      return [
        {
          topic: topic.slug,
          name: s.name,
          title: s.title ?? topic.title,
          link: paths.kwaliteitssysteem(topic.slug),
          columns: columns.map((c) => c.title),
          rows,
        },
      ];
    }),
  );

  const goals: ElementGoal[] = covering.some((topic) => topic.sections.some((s) => s.kind === "goalSets"))
    ? goalSetIds(values[GOAL_SETS_NAME]?.value).map((id, i) => ({
        id,
        text: text(values[goalTextName(id)]?.value) || t.goal(i + 1),
        status: text(values[goalStatusName(id)]?.value),
        link: paths.kwaliteitssysteem(topicOfValue(GOAL_SETS_NAME) ?? ""),
      }))
    : [];

  const documents: ElementDocument[] = inputs.documents
    .filter((d) => d.elements.includes(number))
    .map((d) => {
      const review = due.get(`document:${d.id}`);
      return {
        id: d.id,
        name: d.name,
        category: d.category,
        uploadedAt: d.uploadedAt,
        reviewOn: review?.due ?? null,
        reviewPassed: review?.status === "verlopen",
        approval: inputs.approvals?.document[d.id] ?? null,
      };
    });

  const pointElement = new Map(inputs.audits.flatMap((a) => a.points.map((p) => [p.id, p.element] as const)));
  const linked = inputs.actions.filter((a) => actionElements(a, pointElement).includes(number));
  const doneFor = new Set(
    linked.filter((a) => a.sourceKind === "audit-finding" && a.status === "done").map((a) => a.sourceId),
  );

  const coverage = elementCoverage(inputs.cycle, inputs.audits, today).find((c) => c.element === number)!;
  const inCycle = new Set(coverage.audits.map((a) => a.id));
  const audits: ElementAuditResult[] = inputs.audits
    .filter((a) => inCycle.has(a.id) && a.date <= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((a) => ({
      auditId: a.id,
      date: a.date,
      link: paths.audit(a.id),
      points: a.points
        .filter((p) => p.element === number)
        .map((p) => ({
          id: p.id,
          text: p.text,
          status: p.status,
          statusTitle: auditPointStatuses[p.status],
          note: p.note,
          finding: isFinding(p.status),
          handled: doneFor.has(p.id),
        })),
    }));

  const actions: ElementAction[] = linked.map((a) => ({
    id: a.id,
    description: a.description,
    status: a.status,
    statusTitle: actionStatuses[a.status],
    dueDate: a.dueDate,
    overdue: isOpenStatus(a.status) && a.dueDate < today,
    link: paths.verbeteractie(a.id),
  }));

  const review = inputs.review
    ? (() => {
        const lines = elementReviewLines(number, inputs.review);
        const { id, year, version, savedAt } = inputs.review;
        return lines.length ? { id, year, version, savedAt, lines } : null;
      })()
    : null;

  const auditElements = new Map(inputs.audits.map((a) => [a.id, a.elements]));
  const overdue: ElementDue[] = inputs.dueItems
    .filter((item) => item.status === "verlopen" && !listedElsewhere.has(item.kind))
    .filter((item) => {
      if (item.topic) return (findTopic(item.topic)?.elements as readonly string[] | undefined)?.includes(number);
      if (item.id.startsWith(internalAuditPrefix))
        return auditElements.get(item.id.slice(internalAuditPrefix.length))?.includes(number) ?? false;
      return false;
    })
    .map((item) => ({
      id: item.id,
      kindTitle: item.kindTitle,
      title: item.title,
      due: item.due,
      link: item.link,
      legalTo: item.legalTo ?? null,
    }));

  const work = inputs.work.filter((w) => w.element === number);
  const analysis = analysisElements.includes(number) ? elementAnalysis(values, today) : null;
  const dossier: Omit<ElementDossier, "readiness" | "readinessTitle" | "reasons"> = {
    number,
    title: element.title,
    chapter: Number(number.split(".")[0]),
    link: paths.normelement(number),
    expectedDocument: expectedDocuments[number] ?? null,
    topics: topicsOut,
    documents,
    registers,
    goals,
    auditStatus: coverage.status,
    audits,
    actions,
    overdue,
    review,
    work,
    analysis,
  };
  const personnel = personnelElements.includes(number) ? inputs.personnel : undefined;
  const reasons = readinessReasons(
    dossier,
    values,
    (personnel?.reasons ?? []).filter((r) => r.element === number),
  );
  const readiness = readinessOf(dossier, reasons, (personnel?.people ?? 0) > 0);
  return { ...dossier, readiness, readinessTitle: t.titles[readiness], reasons };
}

/**
 * THE readiness rules, in one place. An element needs attention when a text or table of its topics
 * is empty or too short to count (unless its Verbeteren page holds the work), its Verbeteren work is
 * too old to count, anything of the planning that belongs to it is past its day (a legal reporting
 * duty named as such), a review date has passed (its topics, its documents), the guidance expects a
 * document and none is linked, an audit finding has no Verbeteractie 'Afgerond', a linked action is
 * overdue, or it was not audited internally in this cycle; a personnel element (2.1–2.3) also when
 * a person's VOG, registration or training has expired or expires within 30 days, or is missing.
 */
export function readinessReasons(
  d: Omit<ElementDossier, "readiness" | "readinessTitle" | "reasons">,
  values: DueValues,
  personnel: readonly ElementInputPersonnelReason[] = [],
): ReadinessReason[] {
  const reasons: ReadinessReason[] = [];
  const add = (kind: ReadinessReasonKind, text: string, link: string) => reasons.push({ kind, text, link });
  for (const w of d.work) if (w.outdated) add("work-outdated", w.outdated, w.link);
  if (!d.work.some((w) => w.done || w.outdated)) {
    for (const topic of coveringTopics(d.number)) {
      for (const s of topic.sections) {
        const part = "title" in s && s.title && topic.sections.length > 1 ? `${topic.title} — ${s.title}` : topic.title;
        const link = paths.kwaliteitssysteem(topic.slug);
        const empty =
          s.kind === "text" || s.kind === "table"
            ? !hasContent(s.name, values[s.name]?.value)
            : s.kind === "goalSets" &&
              !d.goals.some((g) => g.status || hasContent(goalTextName(g.id), values[goalTextName(g.id)]?.value));
        if (s.kind === "evaluation") continue;
        if (empty) add("text-empty", t.textEmpty(part), link);
        else if (s.kind === "text" || s.kind === "table") {
          const short = shortContent(s, values[s.name]?.value);
          if (short) add("text-short", t.textShort(part, short), link);
        }
      }
    }
  }
  for (const item of d.overdue)
    if (item.legalTo) add("legal-overdue", t.legalOverdue(item.title, item.legalTo, item.due), item.link);
    else add("due-overdue", t.dueOverdue(item.title, item.due), item.link);
  // Only an Eigenaar's approval makes a text count: an auditor asks who approved it, and when.
  for (const topic of d.topics) {
    if (topic.lastChange === null) continue;
    if (topic.approvalState === "none") add("not-approved", t.notApproved(topic.title), topic.link);
    else if (topic.approvalState === "changed" && topic.approval)
      add("changed-after-approval", t.changedAfterApproval(topic.title, topic.approval.approvedAt), topic.link);
  }
  for (const topic of d.topics)
    if (topic.reviewPassed && topic.reviewOn)
      add("review-passed", t.reviewPassed(topic.title, topic.reviewOn), topic.link);
  for (const doc of d.documents)
    if (doc.reviewPassed && doc.reviewOn)
      add("document-review-passed", t.documentReviewPassed(doc.name, doc.reviewOn), paths.documenten(doc.category));
  if (d.expectedDocument && d.documents.length === 0)
    add("document-missing", t.documentMissing(d.expectedDocument), d.link);
  for (const audit of d.audits)
    for (const p of audit.points)
      if (p.finding && !p.handled) add("open-finding", t.openFinding(audit.date, p.text), paths.auditBevinding(p.id));
  for (const a of d.actions) if (a.overdue) add("action-overdue", t.actionOverdue(a.description, a.dueDate), a.link);
  if (d.auditStatus !== "uitgevoerd") add("not-audited", t.notAudited(d.auditStatus === "gepland"), paths.audits);
  // Medewerkers (2.1–2.3): a VOG, registration or training expired or within 30 days, or missing.
  for (const r of personnel) add(r.kind, r.text, r.link);
  return reasons;
}

/** 'Nog niet begonnen' while nothing covers it yet; else 'Op orde' without reasons, 'Aandacht nodig' with. */
function readinessOf(
  d: Omit<ElementDossier, "readiness" | "readinessTitle" | "reasons">,
  reasons: ReadinessReason[],
  keepsPeople = false,
): Readiness {
  const started =
    keepsPeople ||
    d.topics.some((topic) => topic.texts.some((x) => x.text)) ||
    d.registers.some((r) => r.rows.length > 0) ||
    d.goals.length > 0 ||
    d.documents.length > 0 ||
    d.audits.length > 0 ||
    d.actions.length > 0 ||
    d.work.some((w) => w.done);
  if (!started) return "niet-begonnen";
  return reasons.length ? "aandacht" : "op-orde";
}

/** All 23 elements, in norm order. */
export function elementDossiers(inputs: ElementInputs): ElementDossier[] {
  return hkzElements.map((e) => elementDossier(e.number, inputs));
}

export const summaryOf = ({
  number,
  title,
  chapter,
  link,
  readiness,
  readinessTitle,
  reasons,
}: ElementDossier): ElementSummary => ({
  number,
  title,
  chapter,
  link,
  readiness,
  readinessTitle,
  reasons,
});

/** 'X van 23 normelementen op orde' and what to do next. */
export function readinessOverview(dossiers: readonly ElementDossier[]): ReadinessOverview {
  const elements = dossiers.map(summaryOf);
  const next = elements.find((e) => e.readiness === "aandacht") ?? elements.find((e) => e.readiness !== "op-orde");
  return {
    ready: elements.filter((e) => e.readiness === "op-orde").length,
    total: elements.length,
    elements,
    next: next
      ? { number: next.number, title: next.title, link: next.link, reason: next.reasons[0]?.text ?? null }
      : null,
  };
}

/** GET /api/elements/:number (and the auditor's element). */
export type ElementDossierDto = { dossier: ElementDossier };

/** Whether a text is a known element number ('4.5'). */
export const isElementNumber = (value: string): value is HkzElementNumber =>
  hkzElements.some((e) => e.number === value);
