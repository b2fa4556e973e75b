/**
 * Columns that are worked out, not typed: shown in the table and the handbook, never stored (the
 * server refuses them). The register of 4.5 shows the reporting duty per row:
 * - Datalek: a reportable data breach goes to the Autoriteit Persoonsgegevens within 72 hours after
 *   it was discovered. The register knows the day, not the hour, so the deadline shown is the day
 *   three days after the discovery; the text says to count from the hour of discovery.
 * - Calamiteit: the IGJ must be told without delay; the register shows whether a report date is set.
 */
import type { ComputedColumn } from "./catalogue";
import { formatIsoDate, isoDay, parseIsoDate } from "./dates";

export type ReportStatus = "op-tijd" | "te-laat" | "open" | "verlopen" | "gemeld" | "geen";

export type ReportDuty = { status: ReportStatus; text: string };

const iso = isoDay;

const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** The reporting duty of one row of the register; `today` is yyyy-MM-dd (a parameter for tests). */
export function reportDuty(row: Record<string, string | undefined>, today: string): ReportDuty {
  const type = row.type ?? "";
  const reported = parseIsoDate(row.datumMelding ?? "") ? row.datumMelding! : "";
  if (type === "Datalek") {
    const found = parseIsoDate(row.datum ?? "");
    if (!found) return { status: "open", text: "Vul de datum in waarop het datalek ontdekt is." };
    const deadline = iso(addDays(found, 3));
    const rule = `Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk ${formatIsoDate(deadline)}.`;
    if (reported) {
      return reported <= deadline
        ? { status: "op-tijd", text: `${rule} Gemeld op ${formatIsoDate(reported)}: op tijd.` }
        : { status: "te-laat", text: `${rule} Gemeld op ${formatIsoDate(reported)}: te laat.` };
    }
    return today > deadline
      ? { status: "verlopen", text: `${rule} Niet gemeld: de termijn is voorbij.` }
      : { status: "open", text: `${rule} Nog niet gemeld.` };
  }
  if (type === "Calamiteit") {
    const rule = "Melden bij de IGJ zonder uitstel.";
    return reported
      ? { status: "gemeld", text: `${rule} Gemeld op ${formatIsoDate(reported)}.` }
      : { status: "open", text: `${rule} Nog niet gemeld.` };
  }
  return { status: "geen", text: "" };
}

/** The text of a computed cell. */
export function computedCell(kind: ComputedColumn, row: Record<string, string | undefined>, today: string): string {
  switch (kind) {
    case "meldtermijn":
      return reportDuty(row, today).text;
  }
}

export const todayIso = () => iso(new Date());
