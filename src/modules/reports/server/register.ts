/**
 * Triage: a report becomes a row of the register of element 4.5 (MELDINGEN_TABLE) through the
 * quality system's own save (modules/kms), so the row has its revision in the history, is found by
 * search and starts the clock the register computes (calamity to the IGJ, data breach to the AP,
 * complaint decision). The report and the register change in one transaction; a colleague's save
 * in between makes it try again with the new value. The reporter's name never goes into the row.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member, SessionUser } from "@core/server/http/context";
import { ApiError, badRequest } from "@core/server/http/errors";
import { findValue, saveKmsValue, validateKmsValue } from "@modules/kms/server";
import { kmsSaveBytes, withDataRoom } from "@modules/quota/server";
import { kindOf } from "@norm/kms-values";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import type { KmsSavedDto } from "@norm/kms-values";
import type { TriageReportInput } from "../schemas";
import { reportCauses, reportMessages } from "../messages";
import type { ReportDto } from "../model";

/** The register's column keys (the cause goes in only when the register has its 'oorzaak' column). */
const registerKeys = () => {
  const kind = kindOf(MELDINGEN_TABLE);
  return new Set(kind?.kind === "table" ? kind.columns.map((c) => c.key) : []);
};

/** The register row of a report, by the register's own column keys. */
export function registerRow(report: ReportDto, input: TriageReportInput, rowId: string): Record<string, string> {
  const details = [
    report.description,
    report.place && `Plaats: ${report.place}`,
    report.involved && `Betrokken: ${report.involved}`,
  ].filter(Boolean);
  const row: Record<string, string> = {
    id: rowId,
    datum: report.happenedOn ?? report.receivedOn,
    type: input.registerType,
    omschrijving: details.join("\n"),
    maatregelen: report.immediateAction,
    evaluatie: input.analysis,
  };
  if (input.registerType === "Klacht") row.klachtOntvangen = report.receivedOn;
  const keys = registerKeys();
  if (keys.has("oorzaak")) row.oorzaak = reportCauses[input.cause];
  return Object.fromEntries(Object.entries(row).filter(([k]) => k === "id" || keys.has(k)));
}

export type Triaged = { rowId: string; saved: KmsSavedDto; written: boolean };

/**
 * Classifies a new report and adds its row to the register in one transaction; a report already in
 * the register gets 409. Answers the row's id and the register's new revision (for the live update).
 */
export async function triageIntoRegister(
  db: Db,
  config: Config,
  member: Member,
  user: SessionUser,
  report: ReportDto,
  input: TriageReportInput,
): Promise<Triaged> {
  if (report.status !== "nieuw") throw new ApiError(409, "conflict", reportMessages.alreadyTriaged);
  const rowId = randomUUID();
  const row = registerRow(report, input, rowId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await withDataRoom(db, config, member.organisationId, async (tx, fits) => {
        const current = await findValue(tx, member.organisationId, MELDINGEN_TABLE);
        const rows = Array.isArray(current?.value) ? (current.value as unknown[]) : [];
        const value = validateKmsValue(MELDINGEN_TABLE, [...rows, row]);
        fits(kmsSaveBytes(JSON.stringify(value)));
        const { saved, written } = await saveKmsValue(tx, member, user, MELDINGEN_TABLE, value, current?.revision ?? 0);
        const changed = await tx
          .updateTable("report")
          .set({
            status: "beoordeeld",
            register_type: input.registerType,
            cause: input.cause,
            analysis: input.analysis,
            register_row_id: rowId,
            triaged_at: now(),
            triaged_by: user.id,
          })
          .where("organisation_id", "=", member.organisationId)
          .where("id", "=", report.id)
          .where("status", "=", "nieuw")
          .executeTakeFirst();
        if (!Number(changed.numUpdatedRows)) throw new ApiError(409, "conflict", reportMessages.alreadyTriaged);
        return { rowId, saved, written };
      });
    } catch (e) {
      const stale = e instanceof ApiError && e.status === 409 && e.message !== reportMessages.alreadyTriaged;
      if (!stale) throw e;
      if (attempt >= 2) throw new ApiError(409, "conflict", reportMessages.busy);
    }
  }
}

/** Updates the analysis and cause of a report already in the register (the row keeps its own edits). */
export async function updateAnalysis(
  db: Db,
  organisationId: string,
  id: string,
  input: Pick<TriageReportInput, "cause" | "analysis">,
): Promise<void> {
  const changed = await db
    .updateTable("report")
    .set({ cause: input.cause, analysis: input.analysis })
    .where("organisation_id", "=", organisationId)
    .where("id", "=", id)
    .where("status", "<>", "nieuw")
    .executeTakeFirst();
  if (!Number(changed.numUpdatedRows)) throw badRequest(reportMessages.notTriaged);
}
