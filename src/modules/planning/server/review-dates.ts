/**
 * Review dates ('Herzien vóór') per topic and per document. Only a date set by hand is stored; the
 * default (12 months after the last approval, else the topic's last change or the document's
 * upload) is computed.
 */
import type { Db } from "@core/server/db";
import { compiledOnce } from "@core/server/db/compiled-once";
import { read, runRead, type Read } from "@core/server/db/read-together";
import { now } from "@core/server/db";
import type { SessionUser } from "@core/server/http/context";
import { badRequest, notFound } from "@core/server/http/errors";
import { findTopic } from "@norm/catalogue";
import { defaultDocumentReview, defaultTopicReview, type ReviewDates } from "@norm/due-items";
import { planningMessages } from "../messages";
import { type ReviewDatesDto } from "../model";
import { topics } from "@norm/catalogue";
import { approvalsRead, topicLastChanges } from "./approvals";

export type Subject = { kind: "topic" | "document"; id: string };

/** The dates set by hand in an organisation. */
/** Read on every Overzicht and calendar request: compiled once (db/compiled-once.ts). */
const reviewDateRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("review_date")
    .select(["subject_kind", "subject_id", "review_on"])
    .where("organisation_id", "=", organisationId),
);

export const reviewDatesRead = (organisationId: string): Read<ReviewDates> =>
  read(reviewDateRows.with(organisationId), (rows) => {
    const dates: ReviewDates = { topic: {}, document: {} };
    for (const r of rows) dates[r.subject_kind][r.subject_id] = r.review_on;
    return dates;
  });

export async function loadReviewDates(db: Db, organisationId: string): Promise<ReviewDates> {
  return runRead(db, reviewDatesRead(organisationId));
}

/** Every topic's and document's review date in force, with its default. */
export async function listReviewDates(db: Db, organisationId: string): Promise<ReviewDatesDto> {
  const [set, approvals, last, files] = await Promise.all([
    loadReviewDates(db, organisationId),
    runRead(db, approvalsRead(organisationId)),
    topicLastChanges(db, organisationId),
    db
      .selectFrom("stored_file")
      .select(["id", "uploaded_at"])
      .where("organisation_id", "=", organisationId)
      .where("status", "=", "ready")
      .execute(),
  ]);
  const dto: ReviewDatesDto = { topic: {}, document: {} };
  for (const topic of topics) {
    // From the last approval ('Vastgesteld'), else from the last change.
    const from = approvals.topic[topic.slug]?.approvedAt ?? last[topic.slug];
    const defaultOn = from ? defaultTopicReview(from) : null;
    const byHand = set.topic[topic.slug];
    dto.topic[topic.slug] = {
      reviewOn: byHand ?? defaultOn,
      setByHand: Boolean(byHand),
      defaultOn,
      ...(approvals.topic[topic.slug] ? { fromApproval: true } : {}),
    };
  }
  for (const f of files) {
    const defaultOn = defaultDocumentReview(approvals.document[f.id]?.approvedAt ?? f.uploaded_at ?? now());
    const byHand = set.document[f.id];
    dto.document[f.id] = { reviewOn: byHand ?? defaultOn, setByHand: Boolean(byHand), defaultOn };
  }
  return dto;
}

/** 404 unless the topic exists, or the document is one of the organisation's own. */
export async function assertSubjectExists(db: Db, organisationId: string, subject: Subject): Promise<void> {
  if (subject.kind === "topic") {
    if (!findTopic(subject.id)) throw notFound(planningMessages.unknownTopic);
    return;
  }
  const file = await db
    .selectFrom("stored_file")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .where("id", "=", subject.id)
    .where("status", "=", "ready")
    .executeTakeFirst();
  if (!file) throw notFound(planningMessages.unknownDocument);
}

/** Sets (or with null clears) the date set by hand. */
/** Forgets the review date of a subject that is gone for good (a purged document). */
export async function dropReviewDate(db: Db, organisationId: string, subject: Subject): Promise<void> {
  await db
    .deleteFrom("review_date")
    .where("organisation_id", "=", organisationId)
    .where("subject_kind", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .execute();
}

export async function setReviewDate(
  db: Db,
  organisationId: string,
  user: SessionUser | undefined,
  subject: Subject,
  reviewOn: string | null,
): Promise<void> {
  if (reviewOn === null) return dropReviewDate(db, organisationId, subject);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(reviewOn)) throw badRequest(planningMessages.invalidDate);
  const at = now();
  await db
    .insertInto("review_date")
    .values({
      organisation_id: organisationId,
      subject_kind: subject.kind,
      subject_id: subject.id,
      review_on: reviewOn,
      updated_by: user?.id ?? null,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(["organisation_id", "subject_kind", "subject_id"])
        .doUpdateSet({ review_on: reviewOn, updated_by: user?.id ?? null, updated_at: at }),
    )
    .execute();
}
