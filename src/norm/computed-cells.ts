/**
 * Columns that are worked out, not typed: shown in the table and the handbook, never stored (the
 * server refuses them). The register of 4.5 shows the reporting duty per row:
 * - Datalek: a reportable data breach goes to the Autoriteit Persoonsgegevens within 72 hours after
 *   it was discovered. The register knows the day, not the hour, so the deadline shown is the day
 *   three days after the discovery; the text says to count from the hour of discovery.
 * - Calamiteit and Geweld in de zorgrelatie: the IGJ must be told without delay, read by the IGJ as
 *   within 3 working days (reportRules in due-rules.ts).
 * - Klacht: the decision is due within the term of the organisation's law (complaint-terms.ts: 6
 *   weeks under the Wkkgz), once extendable by at most four weeks with notice to the client (the
 *   rule is data: complaintRuleFor in due-rules.ts).
 */
import type { ComputedColumn } from "@norm/catalogue";
import { formatIsoDate, isoDay, parseIsoDate } from "@core/shared/dates";
import { complaintRuleFor, reportRules } from "@norm/due-rules";
import { complaintTermSource, complaintWeeks, defaultComplaintTerms, type ComplaintTerms } from "@norm/complaint-terms";
import { plannedDue, type PlannedDue } from "@norm/planned-due";

export type ReportStatus = "op-tijd" | "te-laat" | "open" | "verlopen" | "gemeld" | "geen";

export type ReportDuty = { status: ReportStatus; text: string };

const iso = isoDay;

/** The reporting duty of one row of the register; `today` is yyyy-MM-dd (a parameter for tests). */
export function reportDuty(row: Record<string, string | undefined>, today: string): ReportDuty {
  const rule = reportRules.find((r) => r.onlyWhere?.value === (row.type ?? ""));
  if (!rule) return { status: "geen", text: "" };
  const datalek = rule.kind === "datalek";
  const p = plannedDue(rule, row);
  if (!p) {
    return {
      status: "open",
      text: datalek
        ? "Vul de datum in waarop het datalek ontdekt is."
        : "Melden bij de IGJ zonder uitstel: binnen 3 werkdagen. Vul de datum in waarop het gebeurde.",
    };
  }
  const duty = datalek
    ? `Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk ${formatIsoDate(p.due)}.`
    : `Melden bij de IGJ zonder uitstel: binnen 3 werkdagen, uiterlijk ${formatIsoDate(p.due)}.`;
  const reported = parseIsoDate(row.datumMelding ?? "") ? row.datumMelding! : "";
  if (reported) {
    return reported <= p.due
      ? { status: "op-tijd", text: `${duty} Gemeld op ${formatIsoDate(reported)}: op tijd.` }
      : { status: "te-laat", text: `${duty} Gemeld op ${formatIsoDate(reported)}: te laat.` };
  }
  if (!p.open) return { status: "gemeld", text: `${duty} Afgesloten zonder melding: niet meldplichtig.` };
  return today > p.due
    ? { status: "verlopen", text: `${duty} Niet gemeld: de termijn is voorbij.` }
    : { status: "open", text: `${duty} Nog niet gemeld.` };
}

export type ComplaintStatus = "op-tijd" | "te-laat" | "open" | "verlopen";

const d = formatIsoDate;

function extensionText(p: PlannedDue, weeks: number): string {
  switch (p.extension) {
    case "none":
      return "";
    case "counted":
      return ` Verlengd tot ${d(p.due)}; de cliënt kreeg bericht op ${d(p.notice!)}.`;
    case "capped":
      return ` Verlengen kan met ten hoogste 4 weken: de termijn loopt tot ${d(p.due)}.`;
    case "no-notice":
      return " De verlenging telt pas als u de cliënt bericht heeft gegeven: vul die datum in.";
    case "late-notice":
      return ` De verlenging telt niet: de cliënt kreeg pas op ${d(p.notice!)} bericht, na de termijn van ${weeks} weken.`;
    case "not-later":
      return ` De verlenging telt niet: kies een datum na ${d(p.firstDue)}.`;
  }
}

/** The decision deadline of a complaint under the organisation's law; undefined for a row that is no complaint. */
export function complaintClock(
  row: Record<string, string | undefined>,
  today: string,
  terms: ComplaintTerms = defaultComplaintTerms,
): { status: ComplaintStatus; text: string; due?: string } | undefined {
  if (row.type !== "Klacht") return undefined;
  const p = plannedDue(complaintRuleFor(terms), row);
  if (!p) return { status: "open", text: "Vul de datum in waarop de klacht ontvangen is." };
  const weeks = complaintWeeks(terms);
  const rule = `Oordeel binnen ${weeks} weken na ontvangst (${complaintTermSource(terms)}): uiterlijk ${d(p.firstDue)}.${extensionText(p, weeks)}`;
  if (!p.open) {
    if (!p.doneOn) return { status: "op-tijd", text: `${rule} Afgehandeld.`, due: p.due };
    return p.doneOn <= p.due
      ? { status: "op-tijd", text: `${rule} Oordeel op ${d(p.doneOn)}: op tijd.`, due: p.due }
      : { status: "te-laat", text: `${rule} Oordeel op ${d(p.doneOn)}: te laat.`, due: p.due };
  }
  return today > p.due
    ? { status: "verlopen", text: `${rule} Nog geen oordeel: de termijn is voorbij.`, due: p.due }
    : { status: "open", text: `${rule} Nog geen oordeel.`, due: p.due };
}

/** The text of a computed cell. */
export function computedCell(
  kind: ComputedColumn,
  row: Record<string, string | undefined>,
  today: string,
  terms: ComplaintTerms = defaultComplaintTerms,
): string {
  switch (kind) {
    case "meldtermijn":
      return (complaintClock(row, today, terms) ?? reportDuty(row, today)).text;
  }
}

export const todayIso = () => iso(new Date());
