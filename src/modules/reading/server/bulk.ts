/**
 * Leesbevestigingen in the full export and import (leesbevestigingen/data.json, since export version
 * 4): every item with its audience, and every answer with who gave it, when, and for which version.
 *
 * Ids of people, revisions and documents are the exporting organisation's, so the file names them
 * otherwise: a person by name and e-mail address, a document by its path in the same archive, a
 * page's version by whether it is the version asked now. An import
 * - asks the page's newest revision as written by the import (it saves every page anew), so the
 *   answers for the version asked stay answers for the version asked; an answer for an older version
 *   keeps the label it had ('versie van 12-03-2026 14:05') and counts as an older version;
 * - links a document item, and an answer's document, to the document restored from that path; an
 *   item of a document that is not in the archive (its bytes were missing) is not restored;
 * - gives an answer to the member with that e-mail address, or keeps it under the name and address
 *   (migration 0034) so it counts for that person once they are invited and join; a chosen member
 *   who is not a member here is left out of the item's audience (its roles stay).
 */
import { roles } from "@core/shared/permissions";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@core/server/db";
import { organisationHasRow } from "@core/server/db/rows";
import { latestPageRevision } from "@modules/kms/server";
import { listMembers } from "@modules/team/server";
import { findTopic } from "@norm/catalogue";
import { safeText } from "@core/shared/input";
import { readingAnswers } from "../model";
import { loadReading, versionKey, versionOf } from "./model";

export const READING_FORMAT = "normwijs-reading";

const stamp = safeText().min(1).max(100);
const line = safeText().max(1000);
const path = safeText().min(1).max(1024);

const exportedConfirmation = z
  .object({
    name: line,
    email: line,
    answer: z.enum(readingAnswers),
    reason: safeText().max(500).nullable(),
    at: stamp,
    /** For the version the item asks now. */
    current: z.boolean(),
    /** A document version's archive path, when it is in the archive. */
    document: path.nullable(),
    versionLabel: line,
  })
  .strict();

const exportedItem = z
  .object({
    subject: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("topic"), slug: safeText().min(1).max(200) }).strict(),
      z.object({ kind: z.literal("document"), document: path }).strict(),
    ]),
    audience: z.enum(["all", "chosen"]),
    roles: z.array(z.enum(roles)).max(3),
    /** Chosen members by e-mail address. */
    members: z.array(line).max(10_000),
    /** A document item's version to read (its archive path), when it is in the archive. */
    versionDocument: path.nullable(),
    askedAt: stamp,
    createdAt: stamp,
    confirmations: z.array(exportedConfirmation).max(100_000),
  })
  .strict();

export const readingFileSchema = z
  .object({
    format: z.literal(READING_FORMAT),
    version: z.literal(1),
    items: z.array(exportedItem).max(10_000),
  })
  .strict();
export type ReadingFile = z.infer<typeof readingFileSchema>;
type ExportedItem = ReadingFile["items"][number];

export const hasAnyReadingItem = (db: Db, organisationId: string) =>
  organisationHasRow(db, "reading_item", organisationId);

/** The data of the organisation; `documentPaths`: the archive path of every exported document by id. */
export async function exportReading(
  db: Db,
  organisationId: string,
  documentPaths: ReadonlyMap<string, string>,
): Promise<ReadingFile> {
  const state = await loadReading(db, organisationId);
  // Who answered, also someone who has left since (the answer stays theirs).
  const people = new Map(state.members.map((m) => [m.userId, { name: m.name, email: m.email }]));
  const others = [...new Set(state.confirmations.flatMap((c) => (c.user_id ? [c.user_id] : [])))].filter(
    (id) => !people.has(id),
  );
  if (others.length > 0) {
    const rows = await db.selectFrom("user").select(["id", "name", "email"]).where("id", "in", others).execute();
    for (const r of rows) people.set(r.id, { name: r.name, email: r.email });
  }
  const items: ExportedItem[] = [];
  for (const item of state.items) {
    const subject =
      item.subject_kind === "topic"
        ? { kind: "topic" as const, slug: item.subject_id }
        : { kind: "document" as const, document: documentPaths.get(item.subject_id) ?? "" };
    if (subject.kind === "document" && !subject.document) continue;
    const targets = state.targets.filter((t) => t.item_id === item.id);
    items.push({
      subject,
      audience: item.audience,
      roles: targets.flatMap((t) => (t.role ? [t.role] : [])),
      members: targets.flatMap((t) => (t.user_id && people.has(t.user_id) ? [people.get(t.user_id)!.email] : [])),
      versionDocument: (item.version_file_id && documentPaths.get(item.version_file_id)) || null,
      askedAt: item.asked_at,
      createdAt: item.created_at,
      confirmations: state.confirmations
        .filter((c) => c.item_id === item.id)
        .map((c) => {
          const person = (c.user_id && people.get(c.user_id)) || { name: c.person_name ?? "", email: "" };
          return {
            name: person.name,
            email: person.email || (c.person_email ?? ""),
            answer: c.answer,
            reason: c.reason,
            at: c.at,
            current: versionKey(c) !== "" && versionKey(c) === versionKey(item),
            document: (c.version_file_id && documentPaths.get(c.version_file_id)) || null,
            versionLabel: versionOf(state, c).label,
          };
        }),
    });
  }
  return { format: READING_FORMAT, version: 1, items };
}

/** The file checked against its schema, the catalogue and the archive's documents; undefined when it fails. */
export function checkReading(json: unknown, documentPaths: ReadonlySet<string>): ReadingFile | undefined {
  const parsed = readingFileSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const subjects = new Set<string>();
  for (const item of parsed.data.items) {
    const key = item.subject.kind === "topic" ? `topic:${item.subject.slug}` : `document:${item.subject.document}`;
    // One item per page or document, as the database holds it.
    if (subjects.has(key)) return undefined;
    subjects.add(key);
    if (item.subject.kind === "topic" && !findTopic(item.subject.slug)) return undefined;
    const paths = [
      ...(item.subject.kind === "document" ? [item.subject.document] : []),
      item.versionDocument,
      ...item.confirmations.map((c) => c.document),
    ];
    if (paths.some((p) => p !== null && !documentPaths.has(p))) return undefined;
  }
  return parsed.data;
}

/**
 * Writes the items and answers with new ids, after the values and documents of the same import;
 * `documentIds`: the new id of each restored document by its archive path.
 */
export async function insertImportedReading(
  tx: Db,
  organisationId: string,
  userId: string,
  file: ReadingFile,
  documentIds: ReadonlyMap<string, string>,
): Promise<number> {
  const byEmail = new Map((await listMembers(tx, organisationId)).map((m) => [m.email.toLowerCase(), m.userId]));
  const memberOf = (email: string) => byEmail.get(email.toLowerCase()) ?? null;
  const fileOf = (p: string | null) => (p ? (documentIds.get(p) ?? null) : null);
  for (const item of file.items) {
    const id = randomUUID();
    const topic = item.subject.kind === "topic" ? item.subject.slug : null;
    const revision = topic ? ((await latestPageRevision(tx, organisationId, topic))?.id ?? null) : null;
    const version = { version_revision_id: revision, version_file_id: topic ? null : fileOf(item.versionDocument) };
    await tx
      .insertInto("reading_item")
      .values({
        id,
        organisation_id: organisationId,
        subject_kind: item.subject.kind,
        subject_id: item.subject.kind === "topic" ? item.subject.slug : documentIds.get(item.subject.document)!,
        audience: item.audience,
        ...version,
        asked_at: item.askedAt,
        created_by: userId,
        created_at: item.createdAt,
      })
      .execute();
    const members = [...new Set(item.members.flatMap((email) => memberOf(email) ?? []))];
    const targets = [
      ...[...new Set(item.roles)].map((role) => ({ role, user_id: null })),
      ...members.map((user) => ({ role: null, user_id: user })),
    ];
    if (item.audience === "chosen" && targets.length > 0) {
      await tx
        .insertInto("reading_target")
        .values(targets.map((t) => ({ ...t, item_id: id, organisation_id: organisationId })))
        .execute();
    }
    for (const c of item.confirmations) {
      const user = memberOf(c.email);
      const answered = c.current
        ? version
        : { version_revision_id: null, version_file_id: topic ? null : fileOf(c.document) };
      const named = answered.version_revision_id || answered.version_file_id;
      await tx
        .insertInto("reading_confirmation")
        .values({
          id: randomUUID(),
          organisation_id: organisationId,
          item_id: id,
          user_id: user,
          answer: c.answer,
          reason: c.reason,
          ...answered,
          at: c.at,
          person_name: user ? null : c.name,
          person_email: user ? null : c.email,
          version_label: named ? null : c.versionLabel,
        })
        .execute();
    }
  }
  return file.items.length;
}
