/**
 * The internal audits of a period, for the management review (Organisatiebeoordeling): each audit
 * with its elements and number of findings, the findings in total and the elements audited.
 * from/to are 'YYYY-MM-DD', inclusive.
 */
import type { Db } from "@core/server/db";
import { hkzElements } from "@norm/norm";
import { loadAudits } from "./audits";

export async function auditsSummary(
  db: Db,
  organisationId: string,
  from: string,
  to: string,
): Promise<{
  audits: { id: string; date: string; elements: string[]; findings: number }[];
  findings: number;
  elementsAudited: string[];
}> {
  const audits = await loadAudits(db, organisationId, { from, to });
  const audited = new Set(audits.flatMap((a) => a.elements));
  return {
    audits: audits.map((a) => ({ id: a.id, date: a.date, elements: [...a.elements], findings: a.findings })),
    findings: audits.reduce((sum, a) => sum + a.findings, 0),
    elementsAudited: hkzElements.map((e) => e.number).filter((n) => audited.has(n)),
  };
}
