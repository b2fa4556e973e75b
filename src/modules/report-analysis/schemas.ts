/** What the Kwartaalanalyse API takes: the quarter, as '2026-K3' (this quarter when left out). */
import { z } from "zod";
import { analysisLimits, quarterPattern } from "./model";
import { reportAnalysisMessages as m } from "./messages";

export const quarterSchema = z
  .string({ error: m.badQuarter })
  .regex(quarterPattern, m.badQuarter)
  .refine((q) => {
    const year = Number(q.slice(0, 4));
    return year >= analysisLimits.yearMin && year <= analysisLimits.yearMax;
  }, m.badQuarter);

/** GET /api/report-analysis?kwartaal=2026-K3 */
export const analysisQuerySchema = z.strictObject({ kwartaal: quarterSchema.optional() }, { error: m.unknownField });
export type AnalysisQuery = z.output<typeof analysisQuerySchema>;
