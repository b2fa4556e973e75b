/**
 * The summaries the management review reads from the Verbeteracties and Interne audits modules
 * (the Verbeteren contract: src/server/actions/summary.ts actionsSummary and
 * src/server/audits/summary.ts auditsSummary). A module that is not merged yet is undefined here
 * and the review shows 'Nog geen gegevens' for it; once it is, import and set it here (one line),
 * and nothing else changes.
 */
import type { Db } from "../db";
import type { ActionsSummary, AuditsSummary } from "../../shared/review";
import { actionsSummary } from "../actions/summary";

type Summary<T> = (db: Db, organisationId: string, from: string, to: string) => Promise<T>;

export const actionsSource: Summary<ActionsSummary> | undefined = actionsSummary;
export const auditsSource: Summary<AuditsSummary> | undefined = undefined;
