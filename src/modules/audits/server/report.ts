/** The internal audits as a chapter of the handbook (and so of its PDF, Word file and the auditor's view). */
import type { Db } from "@core/server/db";
import type { HandbookExtraChapter } from "@modules/handbook/model";
import { auditCycle, auditReportSections, auditReportText, elementCoverage } from "../model";
import { amsterdamDay } from "@core/shared/calendar-day";
import { getCycleStart, loadAudits } from "./audits";

export async function loadAuditReport(db: Db, organisationId: string, now: Date): Promise<HandbookExtraChapter> {
  const [audits, start] = await Promise.all([loadAudits(db, organisationId), getCycleStart(db, organisationId)]);
  const today = amsterdamDay(now);
  const cycle = auditCycle(
    start,
    audits.map((a) => a.date),
  );
  return {
    id: "interne-audits",
    title: auditReportText.chapter,
    sections: auditReportSections({ cycle, coverage: elementCoverage(cycle, audits, today), audits, today }),
  };
}
