/**
 * Internal audits (Verbeteren): what the API takes and answers, the Dutch texts, the checklist of an
 * HKZ element (drawn from our guidance's "what the auditor wants to see" for the topics that cover
 * it), the coverage of the 23 elements over the three-year certification cycle, and the audit
 * report as a handbook chapter (the checklist itself is drawn on the server: server/checklist.ts).
 * Shared by the server, the web page and the handbook model. The texts are in `messages.ts`, what
 * the API takes in `schemas.ts` (zod).
 */
import { auditActivityText, auditPointStatuses, auditReportText, elementCoverageTitles } from "./messages";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { addDays, addMonths } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import type { HandbookBlock, HandbookSection } from "@modules/handbook/model";

export { auditActivityText, auditPointStatuses, auditReportText, elementCoverageTitles };
export type AuditPointStatus = keyof typeof auditPointStatuses;

/** A point that does not (fully) meet the norm: a finding that can get a Verbeteractie. */
export const isFinding = (status: AuditPointStatus) => status === "voldoet-deels" || status === "voldoet-niet";

export const NOTE_MAX = 2000;
/** How long a certification cycle lasts. */
export const CYCLE_MONTHS = 36;

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
