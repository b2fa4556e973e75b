/**
 * The management review (Organisatiebeoordeling): ONE pure function turns a year's loaded data into
 * the draft's figures (buildReviewDraft), and one turns figures into handbook sections
 * (reviewSections), which the review page, the handbook view, the PDF and the .docx all render —
 * like the handbook model itself. Parts whose module has no data yet (Verbeteracties, Interne
 * audits before they exist) say 'Nog geen gegevens' rather than a made-up zero.
 */
import { complaintClock, reportDuty } from "@norm/computed-cells";
import type { ComplaintTerms } from "@norm/complaint-terms";
import { formatIsoDate, parseIsoDate } from "@core/shared/dates";
import { GOAL_SETS_NAME, goalStatusName, goalTextName } from "@norm/kms-names";
import { MELDINGEN_TABLE, meldingTypes } from "@norm/norm-topics";
import type { HandbookBlock, HandbookSection } from "@modules/handbook/model";
import { readingMessages } from "@modules/reading/messages";
import { type ReadingSummary } from "@modules/reading/model";
import { quarterOfDay, quarterSummary, quartersOfYear, type QuarterSummary } from "@modules/report-analysis/model";
import { analysisTexts, quarterTitle } from "@modules/report-analysis/messages";
import { reviewLabels, reviewText } from "./messages";

export const reviewLimits = { conclusionsMax: 20_000, newGoalsMax: 10_000, yearMin: 2000, yearMax: 2100 } as const;

// ---- What the loader hands in (plain data, nothing of the database) ----

export type ActionsSummary = { total: number; done: number; open: number; overdue: number; cancelled: number };
export type AuditsSummary = {
  audits: { id: string; date: string; elements: string[]; findings: number }[];
  findings: number;
  elementsAudited: string[];
};
export type SurveysSummary = {
  answers: number;
  questions: { text: string; kind: "scale" | "open"; average: number | null; count: number }[];
};
export type ReviewDueItem = { kindTitle: string; title: string; due: string; status: string };

export type ReviewYearData = {
  year: number;
  /** yyyy-MM-dd: the day the draft is made (for deadlines that are still running). */
  today: string;
  /** The law the organisation works under, for the complaint deadlines (default: both laws). */
  terms?: ComplaintTerms;
  values: Record<string, { value: unknown }>;
  dueItems: readonly ReviewDueItem[];
  surveys: SurveysSummary;
  /** null: the module has no data to give yet. */
  actions: ActionsSummary | null;
  audits: AuditsSummary | null;
  /** Leesbevestigingen for the current versions; null: nothing asked to read. */
  reading?: ReadingSummary | null;
  /**
   * Medewerkers' records (modules/personnel): when the organisation keeps any, the staff figures
   * come from them, as counts only (every role reads the review; the records are personal data).
   */
  personnel?: { people: number; registrationDue: number; vogDue: number } | null;
};

// ---- The draft's figures (stored with every saved version) ----

export type ReviewFigures = {
  year: number;
  from: string;
  to: string;
  goals: { total: number; withStatus: number; items: { goal: string; status: string }[] };
  register: {
    total: number;
    byType: { type: string; count: number }[];
    closed: number;
    /** Datalekken and calamiteiten: the ones with a duty to report. */
    reportable: number;
    reportedInTime: number;
    reportedLate: number;
    notReportedOverdue: number;
    stillOpen: number;
  };
  /** Decided in time, late, and past the deadline without a decision (absent in versions saved before the clock). */
  complaints: { total: number; closed: number; open: number; inTime?: number; late?: number; overdue?: number };
  audits: AuditsSummary | null;
  actions: ActionsSummary | null;
  clients: SurveysSummary;
  staff: { people: number; registrationDue: number; vogDue: number; items: { name: string; what: string }[] };
  reviewDates: { passed: number; items: { what: string; due: string }[] };
  /** Absent in versions saved before Leesbevestigingen existed. */
  reading?: ReadingSummary | null;
  /** The register of 4.5 per quarter of the year, with the owner's analyses (absent in versions saved before). */
  quarters?: QuarterSummary[];
};

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const rowsOf = (value: unknown): Record<string, string>[] =>
  (Array.isArray(value) ? value : [])
    .filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null)
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, text(v)])));

const inYear = (day: string, from: string, to: string) => !!parseIsoDate(day) && day >= from && day <= to;

/** The draft of a year's management review, from the year's data. Pure: same data, same draft. */
export function buildReviewDraft(data: ReviewYearData): ReviewFigures {
  const from = `${data.year}-01-01`;
  const to = `${data.year}-12-31`;
  const { values } = data;

  const setIds = Array.isArray(values[GOAL_SETS_NAME]?.value)
    ? (values[GOAL_SETS_NAME]!.value as unknown[]).filter((id): id is string => typeof id === "string")
    : [];
  const goalItems = setIds.map((id, i) => ({
    goal: text(values[goalTextName(id)]?.value) || `Doelstelling ${i + 1}`,
    status: text(values[goalStatusName(id)]?.value),
  }));

  const register = rowsOf(values[MELDINGEN_TABLE]?.value).filter((r) => inYear(r.datum ?? "", from, to));
  const byType = [...meldingTypes, ""].map((type) => ({
    type: type || "Zonder type",
    count: register.filter((r) => (type ? r.type === type : !meldingTypes.includes(r.type as never))).length,
  }));
  const duties = register.map((r) => reportDuty(r, data.today).status);
  const complaints = register.filter((r) => r.type === "Klacht");
  const clocks = complaints.map((r) => complaintClock(r, data.today, data.terms)?.status);
  const closed = (r: Record<string, string>) => !!parseIsoDate(r.afgesloten ?? "");

  const passed = data.dueItems
    .filter((d) => d.status === "verlopen" && d.due <= to)
    .sort((a, b) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title, "nl"));

  return {
    year: data.year,
    from,
    to,
    goals: { total: goalItems.length, withStatus: goalItems.filter((g) => g.status).length, items: goalItems },
    register: {
      total: register.length,
      byType: byType.filter((t) => t.count > 0 || t.type !== "Zonder type"),
      closed: register.filter(closed).length,
      reportable: register.filter((r) => r.type === "Datalek" || r.type === "Calamiteit").length,
      reportedInTime: duties.filter((s) => s === "op-tijd" || s === "gemeld").length,
      reportedLate: duties.filter((s) => s === "te-laat").length,
      notReportedOverdue: duties.filter((s) => s === "verlopen").length,
      stillOpen: duties.filter((s) => s === "open").length,
    },
    complaints: {
      total: complaints.length,
      closed: complaints.filter(closed).length,
      open: complaints.filter((r) => !closed(r)).length,
      inTime: clocks.filter((s) => s === "op-tijd").length,
      late: clocks.filter((s) => s === "te-laat").length,
      overdue: clocks.filter((s) => s === "verlopen").length,
    },
    audits: data.audits,
    actions: data.actions,
    clients: data.surveys,
    // From Medewerkers' records, as counts only; `items` is kept for versions saved before them.
    staff: { ...(data.personnel ?? { people: 0, registrationDue: 0, vogDue: 0 }), items: [] },
    reviewDates: {
      passed: passed.length,
      // A due item's title names its kind already ('Maatregel: …', 'Jaarlijkse organisatiebeoordeling').
      items: passed.map((d) => ({ what: d.title, due: d.due })),
    },
    reading: data.reading ?? null,
    quarters: quartersOfYear(data.year, quarterOfDay(data.today) ?? `${data.year}-K4`).map((q) =>
      quarterSummary(values, MELDINGEN_TABLE, q),
    ),
  };
}

// ---- The rendering into handbook sections (their texts: messages.ts) ----

const l = reviewLabels;

const line = (label: string, value: number | string) => `${label}: ${value}`;
const list = (items: string[]): HandbookBlock => (items.length ? { kind: "list", items } : { kind: "empty" });
const noData: HandbookBlock = { kind: "paragraph", text: reviewText.noData };

/** The figures as handbook sections, in the order the review reads them. */
export function reviewSections(f: ReviewFigures): HandbookSection[] {
  const { register: r, complaints: c, staff: s } = f;
  return [
    {
      title: reviewText.goals,
      blocks: f.goals.total
        ? [
            list([line(l.goals, f.goals.total), line(l.goalsWithStatus, f.goals.withStatus)]),
            {
              kind: "table",
              columns: [...l.goalColumns],
              rows: f.goals.items.map((g) => [g.goal, g.status || l.notFilledIn]),
            },
          ]
        : [noData],
    },
    {
      title: reviewText.register,
      blocks: [
        list([
          line(l.reportsThisYear, r.total),
          ...r.byType.map((t) => line(t.type, t.count)),
          line(l.closed, r.closed),
          line(l.reportable, r.reportable),
          line(l.reportedInTime, r.reportedInTime),
          line(l.reportedLate, r.reportedLate),
          line(l.notReportedOverdue, r.notReportedOverdue),
          line(l.stillToReport, r.stillOpen),
        ]),
      ],
    },
    ...quarterSections(f.quarters),
    {
      title: reviewText.complaints,
      blocks: [
        list([
          line(l.complaints, c.total),
          line(l.closed, c.closed),
          line(l.stillOpen, c.open),
          ...(c.inTime === undefined
            ? []
            : [
                line(l.decidedInTime, c.inTime),
                line(l.decidedLate, c.late ?? 0),
                line(l.undecidedOverdue, c.overdue ?? 0),
              ]),
        ]),
      ],
    },
    {
      title: reviewText.audits,
      blocks: f.audits
        ? [
            list([
              line(l.audits, f.audits.audits.length),
              line(l.findings, f.audits.findings),
              line(l.elementsAudited, f.audits.elementsAudited.join(", ") || reviewText.none),
            ]),
          ]
        : [noData],
    },
    {
      title: reviewText.actions,
      blocks: f.actions
        ? [
            list([
              line(l.actions, f.actions.total),
              line(l.done, f.actions.done),
              line(l.open, f.actions.open),
              line(l.overdue, f.actions.overdue),
              line(l.cancelled, f.actions.cancelled),
            ]),
          ]
        : [noData],
    },
    {
      title: reviewText.clients,
      blocks: f.clients.answers
        ? [
            list([line(l.questionnaires, f.clients.answers)]),
            {
              kind: "table",
              columns: [...l.questionColumns],
              rows: f.clients.questions.map((q) => [
                q.text,
                String(q.count),
                q.average === null ? "—" : q.average.toLocaleString("nl-NL"),
              ]),
            },
          ]
        : [noData],
    },
    {
      title: reviewText.staff,
      blocks: s.people
        ? [
            list([line(l.people, s.people), line(l.registrationDue, s.registrationDue), line(l.vogDue, s.vogDue)]),
            ...(s.items.length ? [list(s.items.map((i) => `${i.name}: ${i.what}`))] : []),
          ]
        : [noData],
    },
    {
      title: reviewText.reviewDates,
      blocks: [
        list([line(l.reviewDatesPassed, f.reviewDates.passed)]),
        ...(f.reviewDates.items.length
          ? [list(f.reviewDates.items.map((i) => `${i.what} (${formatIsoDate(i.due)})`))]
          : []),
      ],
    },
    ...readingSections(f.reading),
  ];
}

/** The register per quarter and the owner's analyses; nothing for a version saved before there were any. */
function quarterSections(quarters: ReviewFigures["quarters"]): HandbookSection[] {
  if (quarters === undefined) return [];
  if (quarters.length === 0) return [{ title: analysisTexts.reviewTitle, blocks: [noData] }];
  return [
    {
      title: analysisTexts.reviewTitle,
      blocks: [
        {
          kind: "table",
          columns: [...analysisTexts.reviewColumns],
          rows: quarters.map((q) => [
            quarterTitle(q.quarter),
            String(q.total),
            String(q.previousTotal),
            q.topCause ?? analysisTexts.none,
          ]),
        },
        ...quarters.map((q): HandbookBlock => ({
          kind: "paragraph",
          text: `${analysisTexts.analysisOf(q.quarter)}: ${q.analysis || analysisTexts.noAnalysis}`,
        })),
      ],
    },
  ];
}

/** 'Leesbevestigingen: 14 van 16 gelezen'; nothing for a version saved before there were any. */
function readingSections(reading: ReviewFigures["reading"]): HandbookSection[] {
  if (reading === undefined) return [];
  const blocks: HandbookBlock[] =
    reading && reading.asked + reading.notApplicable > 0
      ? [
          list([
            readingMessages.summaryLine(reading.read, reading.asked),
            line(reviewText.notApplicable, reading.notApplicable),
          ]),
        ]
      : [noData];
  return [{ title: reviewText.reading, blocks }];
}

/** A saved version as the handbook and the page show it. */
export type SavedReviewDto = {
  id: string;
  year: number;
  version: number;
  figures: ReviewFigures;
  conclusions: string;
  newGoals: string;
  savedAt: string;
  savedBy: string;
};
export type ReviewVersionDto = Pick<SavedReviewDto, "id" | "year" | "version" | "savedAt" | "savedBy">;
export type ReviewDraftDto = { year: number; figures: ReviewFigures; sections: HandbookSection[] };
/** One page of saved versions, newest first; `next` is the `after` of the next page (null: this was the last). */
export type ReviewVersionsDto = { versions: ReviewVersionDto[]; next: string | null };

/** A saved review in full: its version line, the figures, then the owner's conclusions and new goals. */
export function savedReviewSections(
  review: SavedReviewDto,
  parseText: (t: string) => HandbookBlock[],
): HandbookSection[] {
  const own = (t: string): HandbookBlock[] => (t.trim() ? parseText(t) : [{ kind: "empty" }]);
  return [
    {
      title: `${reviewText.title} ${review.year}`,
      blocks: [
        { kind: "paragraph", text: reviewText.version(review.year, review.version, review.savedAt, review.savedBy) },
      ],
    },
    ...reviewSections(review.figures).map((s) => ({ ...s, title: `${review.year}: ${s.title}` })),
    { title: `${review.year}: ${reviewText.conclusions}`, blocks: own(review.conclusions) },
    { title: `${review.year}: ${reviewText.newGoals}`, blocks: own(review.newGoals) },
  ];
}
