/**
 * The inputs of the per-element model (modules/elements/model.ts) for one organisation, read through the
 * owning modules' functions with the organisation in every query: a fixed number of queries for
 * one element or all 23 (no query per element, per document or per audit).
 */
import type { Db } from "@core/server/db";
import { amsterdamDay } from "@core/shared/calendar-day";
import { auditCycle } from "@modules/audits/model";
import {
  elementDossier,
  elementDossiers,
  readinessOverview,
  type ElementDossier,
  type ElementInputs,
  type ReadinessOverview,
} from "../model";
import type { HkzElementNumber } from "@norm/norm";
import { dueDataRead } from "@modules/planning/server";
import { runRead, together } from "@core/server/db/read-together";
import { linkedDocuments } from "@modules/documents/server";
import { getCycleStart, loadAudits } from "@modules/audits/server";
import { actionsWithSources } from "@modules/actions/server";
import { newestReview, verbeterenCoverage } from "@modules/review/server";
import { personnelReadinessRead } from "@modules/personnel/server";

/** `element`: only the documents linked to it are read (the rest of the model is organisation-wide). */
export async function loadElementInputs(
  db: Db,
  organisationId: string,
  now = new Date(),
  element?: HkzElementNumber,
): Promise<ElementInputs> {
  const [{ values, items, work, approvals, terms, personnel }, documents, audits, cycleStart, actions, review] =
    await Promise.all([
      runRead(
        db,
        together(
          [
            dueDataRead(organisationId, now),
            verbeterenCoverage(organisationId, now),
            personnelReadinessRead(organisationId, amsterdamDay(now)),
          ],
          (due, work, personnel) => ({ ...due, work, personnel }),
        ),
      ),
      linkedDocuments(db, organisationId, element),
      loadAudits(db, organisationId),
      getCycleStart(db, organisationId),
      actionsWithSources(db, organisationId),
      newestReview(db, organisationId),
    ]);
  return {
    today: amsterdamDay(now),
    values,
    dueItems: items,
    documents,
    cycle: auditCycle(
      cycleStart,
      audits.map((a) => a.date),
    ),
    audits: audits.map((a) => ({ id: a.id, date: a.date, elements: a.elements, points: a.checklist })),
    actions,
    review,
    work,
    approvals,
    terms,
    personnel,
  };
}

export async function loadElementDossier(
  db: Db,
  organisationId: string,
  element: HkzElementNumber,
  now = new Date(),
): Promise<ElementDossier> {
  return elementDossier(element, await loadElementInputs(db, organisationId, now, element));
}

export async function loadElementDossiers(db: Db, organisationId: string, now = new Date()): Promise<ElementDossier[]> {
  return elementDossiers(await loadElementInputs(db, organisationId, now));
}

export async function loadReadinessOverview(
  db: Db,
  organisationId: string,
  now = new Date(),
): Promise<ReadinessOverview> {
  return readinessOverview(await loadElementDossiers(db, organisationId, now));
}
