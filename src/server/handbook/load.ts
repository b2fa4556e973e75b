/**
 * Builds the handbook of the member's organisation: its values, its documents, its name and its
 * internal audits, read with the organisation in every query, then the one model builder
 * (shared/handbook.ts).
 */
import type { Db } from "../db";
import type { Member } from "../http/context";
import { documentCategories, topics } from "../../shared/catalogue";
import { buildHandbook, type Handbook } from "../../shared/handbook";
import { loadKmsValues } from "../kms/kms";
import { listAllFiles } from "../documents/files";
import { getOrganisation } from "../organisation/organisation";
import { latestReviews } from "../review/reviews";
import { loadAuditReport } from "../audits/report";
import { loadReadingChapter } from "../reading/handbook";

export async function loadHandbook(db: Db, member: Member, now = new Date()): Promise<Handbook> {
  const [{ values }, documents, organisation, reviews, audits, reading] = await Promise.all([
    loadKmsValues(db, member.organisationId),
    listAllFiles(db, member.organisationId),
    getOrganisation(db, member),
    latestReviews(db, member.organisationId),
    loadAuditReport(db, member.organisationId, now),
    loadReadingChapter(db, member.organisationId),
  ]);
  const extra = reading ? [audits, reading] : [audits];
  return buildHandbook({ topics, documentCategories }, values, documents, organisation, now, reviews, extra);
}
