/**
 * Builds the handbook of an organisation: its values, its documents, its name and its
 * internal audits, read with the organisation in every query, then the one model builder
 * (modules/handbook/model.ts).
 */
import type { Db } from "@core/server/db";
import { documentCategories, topics } from "@norm/catalogue";
import { buildHandbook } from "./build";
import { type Handbook } from "../model";
import { loadKmsValues } from "@modules/kms/server";
import { listAllFiles } from "@modules/documents/server";
import { complaintTermsRead, organisationName } from "@modules/organisation/server";
import { latestReviews } from "@modules/review/server";
import { loadAuditReport } from "@modules/audits/server";
import { loadReadingChapter } from "@modules/reading/server";
import { approvalsRead } from "@modules/planning/server";
import { runRead } from "@core/server/db/read-together";

export async function loadHandbook(db: Db, organisationId: string, now = new Date()): Promise<Handbook> {
  const [{ values }, documents, name, reviews, audits, reading, approvals, terms] = await Promise.all([
    loadKmsValues(db, organisationId),
    listAllFiles(db, organisationId),
    organisationName(db, organisationId),
    latestReviews(db, organisationId),
    loadAuditReport(db, organisationId, now),
    loadReadingChapter(db, organisationId),
    runRead(db, approvalsRead(organisationId)),
    runRead(db, complaintTermsRead(organisationId)),
  ]);
  const extra = reading ? [audits, reading] : [audits];
  return buildHandbook(
    { topics, documentCategories },
    values,
    documents,
    { name, terms },
    now,
    reviews,
    extra,
    approvals,
  );
}
