/**
 * Documents linked to HKZ elements ('Hoort bij normelement', table document_element): documents
 * owns the links, so the element pages, the auditor link and the export read and write them only
 * through these functions. Every query carries the organisation; a link counts only while its
 * document is ready (not uploading, not in the bin).
 */
import type { Db } from "@core/server/db";
import { now } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import { notFound } from "@core/server/http/errors";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { documentElementMessages } from "../messages";
import type { DocumentCategory } from "@norm/catalogue";
import type { ElementInputDocument } from "@modules/elements/model";

export const inNormOrder = (list: Iterable<string>): HkzElementNumber[] => {
  const set = new Set(list);
  return hkzElements.map((e) => e.number).filter((n) => set.has(n));
};

/** Per document id, its elements in norm order (of the ids asked for). */
export async function elementsOfDocuments(
  db: Db,
  organisationId: string,
  ids: readonly string[],
): Promise<Map<string, HkzElementNumber[]>> {
  if (ids.length === 0) return new Map();
  const query = db
    .selectFrom("document_element")
    .select(["document_id", "element"])
    .where("organisation_id", "=", organisationId)
    .where("document_id", "in", ids);
  const grouped = new Map<string, string[]>();
  for (const row of await query.execute()) {
    grouped.set(row.document_id, [...(grouped.get(row.document_id) ?? []), row.element]);
  }
  return new Map([...grouped].map(([id, list]) => [id, inNormOrder(list)]));
}

/**
 * The ready documents linked to an element (or to any), with all their elements: one query.
 * What the per-element model reads (modules/elements/model.ts).
 */
export async function linkedDocuments(
  db: Db,
  organisationId: string,
  element?: HkzElementNumber,
): Promise<ElementInputDocument[]> {
  let query = db
    .selectFrom("document_element")
    .innerJoin("stored_file", "stored_file.id", "document_element.document_id")
    .select([
      "stored_file.id as id",
      "stored_file.name as name",
      "stored_file.category as category",
      "stored_file.uploaded_at as uploadedAt",
      "document_element.element as element",
    ])
    .where("document_element.organisation_id", "=", organisationId)
    .where("stored_file.organisation_id", "=", organisationId)
    .where("stored_file.status", "=", "ready");
  if (element)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("document_element as mine")
          .select("mine.document_id")
          .whereRef("mine.document_id", "=", "document_element.document_id")
          .where("mine.organisation_id", "=", organisationId)
          .where("mine.element", "=", element),
      ),
    );
  const rows = await query.orderBy("stored_file.name").execute();
  const byId = new Map<string, ElementInputDocument & { elements: string[] }>();
  for (const r of rows) {
    const doc = byId.get(r.id) ?? {
      id: r.id,
      name: r.name ?? "",
      category: r.category as DocumentCategory,
      uploadedAt: r.uploadedAt ?? "",
      elements: [],
    };
    doc.elements.push(r.element);
    byId.set(r.id, doc);
  }
  return [...byId.values()].map((d) => ({ ...d, elements: inNormOrder(d.elements) }));
}

/** Whether a ready document of the organisation is linked to the element (the auditor's download). */
export async function isLinked(db: Db, organisationId: string, documentId: string, element: string) {
  const row = await db
    .selectFrom("document_element")
    .innerJoin("stored_file", "stored_file.id", "document_element.document_id")
    .select("document_element.document_id")
    .where("document_element.organisation_id", "=", organisationId)
    .where("stored_file.organisation_id", "=", organisationId)
    .where("stored_file.status", "=", "ready")
    .where("document_element.document_id", "=", documentId)
    .where("document_element.element", "=", element)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds links (those that exist stay); inside the caller's transaction when it has one. */
export async function insertLinks(
  db: Db,
  organisationId: string,
  documentId: string,
  elements: readonly string[],
): Promise<void> {
  if (elements.length === 0) return;
  const at = now();
  await db
    .insertInto("document_element")
    .values(
      elements.map((element) => ({
        organisation_id: organisationId,
        document_id: documentId,
        element,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(["document_id", "element"]).doNothing())
    .execute();
}

export type LinkChange = { id: string; name: string; category: DocumentCategory; elements: HkzElementNumber[] };

/**
 * Adds and removes links of ready documents of the member's organisation, in one transaction:
 * 404 (and nothing changed) when any document is not there. Answers each document with its
 * elements afterwards.
 */
export async function changeDocumentElements(
  db: Db,
  member: Member,
  documentIds: readonly string[],
  change: { add?: readonly string[]; remove?: readonly string[]; replace?: readonly string[] },
): Promise<LinkChange[]> {
  const organisationId = member.organisationId;
  const ids = [...new Set(documentIds)];
  return db.transaction().execute(async (tx) => {
    const docs = await tx
      .selectFrom("stored_file")
      .select(["id", "name", "category"])
      .where("organisation_id", "=", organisationId)
      .where("status", "=", "ready")
      .where("id", "in", ids)
      .execute();
    if (docs.length !== ids.length) throw notFound(documentElementMessages.notFound);
    const remove = change.replace ? hkzElements.map((e) => e.number) : (change.remove ?? []);
    if (remove.length)
      await tx
        .deleteFrom("document_element")
        .where("organisation_id", "=", organisationId)
        .where("document_id", "in", ids)
        .where("element", "in", [...remove])
        .execute();
    for (const id of ids) await insertLinks(tx, organisationId, id, change.replace ?? change.add ?? []);
    const after = await elementsOfDocuments(tx, organisationId, ids);
    return docs.map((d) => ({
      id: d.id,
      name: d.name ?? "",
      category: d.category as DocumentCategory,
      elements: after.get(d.id) ?? [],
    }));
  });
}

/** Where the bytes of every ready document linked to an element are, by id (the auditdossier's ZIP): one query. */
export async function linkedDocumentFiles(
  db: Db,
  organisationId: string,
): Promise<Map<string, { storageKey: string }>> {
  const rows = await db
    .selectFrom("stored_file")
    .select(["id", "storage_key"])
    .where("organisation_id", "=", organisationId)
    .where("status", "=", "ready")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("document_element")
          .select("document_element.document_id")
          .whereRef("document_element.document_id", "=", "stored_file.id")
          .where("document_element.organisation_id", "=", organisationId),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.id, { storageKey: r.storage_key }]));
}
