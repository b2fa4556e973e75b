/**
 * /api/report-analysis (signed in): the quarterly analysis of the register of 4.5. Every member
 * reads it, as every member reads the register; the register is read from the caller's own
 * organisation only. The owner's analysis text is a KMS text value (saved through /api/kms, with
 * its history); this route only names it.
 */
import { Hono } from "hono";
import type { AppEnv } from "@core/server/http/context";
import { queryOf } from "@core/server/http/validate";
import { findValue } from "@modules/kms/server";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import type { ModuleDeps } from "../../deps";
import { analysisValueName, currentQuarter, quarterAnalysis, quarterChoices, type ReportAnalysisDto } from "../model";
import { analysisQuerySchema } from "../schemas";

export function reportAnalysisRoutes({ db }: Pick<ModuleDeps, "db">) {
  return new Hono<AppEnv>().get("/", queryOf(analysisQuerySchema), async (c) => {
    const { kwartaal } = c.req.valid("query")();
    const today = currentQuarter();
    const quarter = kwartaal ?? today;
    const register = (await findValue(db, c.get("member").organisationId, MELDINGEN_TABLE))?.value;
    return c.json<ReportAnalysisDto>({
      analysis: quarterAnalysis(register, quarter),
      quarters: quarterChoices(register, today),
      analysisName: analysisValueName(quarter),
    });
  });
}
