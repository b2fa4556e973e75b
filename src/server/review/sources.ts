/**
 * The summaries the management review reads from the Verbeteracties and Interne audits modules
 * (the Verbeteren contract: src/server/actions/summary.ts actionsSummary and
 * src/server/audits/summary.ts auditsSummary). Until those modules are merged these are undefined
 * and the review shows 'Nog geen gegevens' for them; once they are, import and set them here (one
 * line each), and nothing else changes.
 */
import type { Db } from "../db";
import type { ActionsSummary, AuditsSummary } from "../../shared/review";

type Summary<T> = (db: Db, organisationId: string, from: string, to: string) => Promise<T>;

export const actionsSource: Summary<ActionsSummary> | undefined = undefined;
export const auditsSource: Summary<AuditsSummary> | undefined = undefined;
