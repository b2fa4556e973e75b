/**
 * Internal audits (Verbeteren): what the API takes and answers, the Dutch texts, the checklist of an
 * HKZ element (drawn from our guidance's "what the auditor wants to see" for the topics that cover
 * it), the coverage of the 23 elements over the three-year certification cycle, and the audit
 * report as a handbook chapter. (The checklist itself is drawn on the server: server/audits/checklist.ts.) Shared by the server, the web page and the handbook model.
 */
import { z } from "zod";
import { hkzElements, type HkzElementNumber } from "./norm";
import { addDays, addMonths } from "./calendar-day";
import { calendarDaySchema } from "./planning";
import { revisionSchema, safeId, safeText } from "./input";
import { formatIsoDate } from "./dates";
import type { HandbookBlock, HandbookSection } from "./handbook";

export const auditMessages = {
  invalidDate: "Kies een geldige datum in de kalender.",
  noElements: "Kies minstens één normelement voor deze audit.",
  unknownElement: "Kies normelementen uit de lijst.",
  noAuditors: "Kies minstens één auditor.",
  tooManyAuditors: "Kies ten hoogste 10 auditoren.",
  auditorNotMember: "Een auditor moet lid zijn van uw organisatie.",
  unknownAudit: "Deze audit bestaat niet (meer).",
  unknownPoint: "Dit punt staat niet (meer) in deze audit. Ververs de pagina.",
  unknownFinding: "Deze bevinding bestaat niet (meer): de audit of het punt is verwijderd.",
  invalidStatus: "Kies een beoordeling: Voldoet, Voldoet deels, Voldoet niet of Niet beoordeeld.",
  noteTooLong: "Een toelichting is ten hoogste 2000 tekens.",
  stale:
    "Iemand anders heeft deze audit intussen gewijzigd. Uw wijzigingen staan nog klaar: controleer ze en sla opnieuw op.",
  invalidRevision: "De versie van de audit ontbreekt. Ververs de pagina.",
} as const;

export const auditPointStatuses = {
  "niet-beoordeeld": "Niet beoordeeld",
  voldoet: "Voldoet",
  "voldoet-deels": "Voldoet deels",
  "voldoet-niet": "Voldoet niet",
} as const;

export type AuditPointStatus = keyof typeof auditPointStatuses;

/** A point that does not (fully) meet the norm: a finding that can get a Verbeteractie. */
export const isFinding = (status: AuditPointStatus) => status === "voldoet-deels" || status === "voldoet-niet";

export const NOTE_MAX = 2000;
/** How long a certification cycle lasts. */
export const CYCLE_MONTHS = 36;

const elementNumbers = hkzElements.map((e) => e.number) as [HkzElementNumber, ...HkzElementNumber[]];

const elementsSchema = z
  .array(z.enum(elementNumbers, { error: auditMessages.unknownElement }), { error: auditMessages.noElements })
  .min(1, auditMessages.noElements)
  .max(elementNumbers.length, auditMessages.unknownElement)
  .refine((list) => new Set(list).size === list.length, auditMessages.unknownElement);

const auditorIdsSchema = z
  .array(safeId(auditMessages.auditorNotMember), { error: auditMessages.noAuditors })
  .min(1, auditMessages.noAuditors)
  .max(10, auditMessages.tooManyAuditors);

const dateSchema = z.string({ error: auditMessages.invalidDate }).pipe(calendarDaySchema);

/** POST /api/audits */
export const auditInputSchema = z.object(
  { date: dateSchema, auditorIds: auditorIdsSchema, elements: elementsSchema },
  { error: auditMessages.invalidDate },
);
export type AuditInput = z.infer<typeof auditInputSchema>;

/** PUT /api/audits/:id: the details, from the revision the form started from. */
export const auditUpdateSchema = auditInputSchema.extend({
  baseRevision: revisionSchema({ min: 1, message: auditMessages.invalidRevision }),
});

/** PUT /api/audits/:id/points: the changed points, from the revision the checklist started from. */
export const auditPointsInputSchema = z.object({
  baseRevision: revisionSchema({ min: 1, message: auditMessages.invalidRevision }),
  points: z
    .array(
      z.object({
        id: safeId(),
        status: z.enum(Object.keys(auditPointStatuses) as [AuditPointStatus, ...AuditPointStatus[]], {
          error: auditMessages.invalidStatus,
        }),
        note: safeText().max(NOTE_MAX, auditMessages.noteTooLong),
      }),
    )
    .min(1)
    .max(500),
});
export type AuditPointsInput = z.infer<typeof auditPointsInputSchema>;

/** PUT /api/audits/cycle: the cycle's first day, or null to count from the first audit. */
export const auditCycleInputSchema = z.object(
  { startsOn: dateSchema.nullable() },
  { error: auditMessages.invalidDate },
);

export type AuditorDto = { id: string; name: string };

export type AuditPointDto = {
  id: string;
  element: HkzElementNumber;
  text: string;
  status: AuditPointStatus;
  note: string;
};

export type AuditSummaryDto = {
  id: string;
  date: string;
  auditors: AuditorDto[];
  elements: HkzElementNumber[];
  findings: number;
  /** Points assessed (not 'Niet beoordeeld') of all points. */
  assessed: number;
  pointCount: number;
  revision: number;
};

/** GET /api/audits/:id and every change: the audit with its checklist. */
export type AuditDetailDto = AuditSummaryDto & { checklist: AuditPointDto[] };

/** GET /api/audits/points/:pointId: the audit a checklist point (a finding, an action's source) belongs to. */
export type AuditPointRefDto = { auditId: string; pointId: string };

export type CycleDto = { startsOn: string; endsOn: string; setByHand: boolean } | null;

export type ElementCoverageStatus = "uitgevoerd" | "gepland" | "open";
export const elementCoverageTitles: Record<ElementCoverageStatus, string> = {
  uitgevoerd: "Uitgevoerd",
  gepland: "Gepland",
  open: "Nog niet gepland",
};

export type ElementCoverageDto = {
  element: HkzElementNumber;
  title: string;
  status: ElementCoverageStatus;
  /** The audits in the cycle that cover it, by date. */
  audits: { id: string; date: string }[];
};

/** GET /api/audits */
export type AuditsDto = {
  today: string;
  cycle: CycleDto;
  audits: AuditSummaryDto[];
  coverage: ElementCoverageDto[];
  /** The members who can be chosen as auditor. */
  members: AuditorDto[];
};

/** The cycle: three years from the day set by hand, else from the first audit; null without either. */
export function auditCycle(setStart: string | null, auditDates: readonly string[]): CycleDto {
  const first = [...auditDates].sort()[0];
  const startsOn = setStart ?? first;
  if (!startsOn) return null;
  return { startsOn, endsOn: addDays(addMonths(startsOn, CYCLE_MONTHS), -1), setByHand: setStart !== null };
}

/**
 * Per element: 'Uitgevoerd' when an audit in the cycle dated today or earlier covers it, 'Gepland'
 * when only later audits in the cycle do, else 'Nog niet gepland'.
 */
export function elementCoverage(
  cycle: CycleDto,
  audits: readonly { id: string; date: string; elements: readonly string[] }[],
  today: string,
): ElementCoverageDto[] {
  const inCycle = cycle
    ? audits
        .filter((a) => a.date >= cycle.startsOn && a.date <= cycle.endsOn)
        .sort((a, b) => (a.date < b.date ? -1 : 1))
    : [];
  return hkzElements.map((e) => {
    const covering = inCycle.filter((a) => a.elements.includes(e.number));
    const status: ElementCoverageStatus = covering.some((a) => a.date <= today)
      ? "uitgevoerd"
      : covering.length
        ? "gepland"
        : "open";
    return {
      element: e.number,
      title: e.title,
      status,
      audits: covering.map((a) => ({ id: a.id, date: a.date })),
    };
  });
}

export const auditReportText = {
  chapter: "Interne audits",
  planning: "Planning over de certificeringscyclus",
  cycle: (from: string, to: string) => `Certificeringscyclus: ${formatIsoDate(from)} tot en met ${formatIsoDate(to)}.`,
  noCycle: "Er is nog geen interne audit gepland.",
  element: "Normelement",
  status: "Status",
  audit: (date: string) => `Interne audit van ${formatIsoDate(date)}`,
  auditors: (names: string[]) => `Auditoren: ${names.join(", ")}.`,
  planned: "Deze audit is gepland en nog niet uitgevoerd.",
  point: "Wat de auditor wil zien",
  assessment: "Beoordeling",
  note: "Toelichting",
  findings: (n: number) => (n === 0 ? "Geen bevindingen." : n === 1 ? "1 bevinding." : `${n} bevindingen.`),
} as const;

/** How the activity log describes audit changes. */
export const auditActivityText = {
  points: (n: number) => (n === 1 ? "1 punt" : `${n} punten`),
  cycle: "Certificeringscyclus",
} as const;

export type AuditReport = {
  cycle: CycleDto;
  coverage: ElementCoverageDto[];
  audits: AuditDetailDto[];
  today: string;
};

const elementName = (n: string) => `${n} ${hkzElements.find((e) => e.number === n)?.title ?? ""}`.trim();

/** The audit report as handbook sections: the cycle's coverage, then every audit with its checklist. */
export function auditReportSections(report: AuditReport): HandbookSection[] {
  if (!report.cycle || report.audits.length === 0)
    return [{ title: auditReportText.planning, blocks: [{ kind: "paragraph", text: auditReportText.noCycle }] }];
  const planning: HandbookSection = {
    title: auditReportText.planning,
    blocks: [
      { kind: "paragraph", text: auditReportText.cycle(report.cycle.startsOn, report.cycle.endsOn) },
      {
        kind: "table",
        columns: [auditReportText.element, auditReportText.status],
        rows: report.coverage.map((row) => [
          elementName(row.element),
          [elementCoverageTitles[row.status], ...row.audits.map((a) => formatIsoDate(a.date))].join(" — "),
        ]),
      },
    ],
  };
  const audits = [...report.audits]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((audit): HandbookSection => {
      const blocks: HandbookBlock[] = [
        { kind: "paragraph", text: auditReportText.auditors(audit.auditors.map((a) => a.name)) },
        { kind: "list", items: audit.elements.map(elementName) },
      ];
      if (audit.date > report.today) blocks.push({ kind: "paragraph", text: auditReportText.planned });
      else {
        blocks.push({ kind: "paragraph", text: auditReportText.findings(audit.findings) });
        for (const element of audit.elements) {
          blocks.push({ kind: "subheading", text: elementName(element) });
          blocks.push({
            kind: "table",
            columns: [auditReportText.point, auditReportText.assessment, auditReportText.note],
            rows: audit.checklist
              .filter((p) => p.element === element)
              .map((p) => [p.text, auditPointStatuses[p.status], p.note.trim()]),
          });
        }
      }
      return { title: auditReportText.audit(audit.date), blocks };
    });
  return [planning, ...audits];
}
