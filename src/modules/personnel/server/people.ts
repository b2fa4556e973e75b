/**
 * Medewerkers: the records of one organisation. Every query carries the organisation id; a viewer
 * who does not keep every record (personnelViewer) reads and changes only the record linked to
 * their own account, and another's record is a 403, so its existence is not told apart from
 * having none. What goes out is shaped here (present*), never a row as it is.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { inTransaction, now } from "@core/server/db";
import { ApiError, badRequest, forbidden, notFound } from "@core/server/http/errors";
import type { PersonnelItemTable, PersonnelPersonTable } from "./tables";
import { personnelMessages as m } from "../messages";
import {
  DEFAULT_RETENTION_YEARS,
  DEFAULT_VOG_YEARS,
  type PersonDto,
  type PersonnelItemDto,
  type PersonnelItemKind,
  type PersonnelListDto,
  type PersonnelRegister,
  type PersonnelRelation,
  type PersonnelSettingsDto,
  type PersonSummaryDto,
} from "../model";
import {
  currentItemIds,
  expiresOn,
  isActive,
  needsAttention,
  validityOf,
  worstValidity,
  type PersonFacts,
} from "../rules";
import type { ItemInput, PersonInput, PersonUpdateInput, SettingsInput } from "../schemas";
import type { PersonnelViewer } from "./access";
import { peopleOverview } from "@modules/reading/server";
import { readingMessages } from "@modules/reading/messages";

type PersonRow = PersonnelPersonTable;

/** One collator for the list's order (names as people read them). */
const dutchOrder = new Intl.Collator("nl");
type ItemRow = PersonnelItemTable & { file_name: string | null; file_size: number | string | null };

export async function personnelSettings(db: Db, organisationId: string): Promise<PersonnelSettingsDto> {
  const [row, grants] = await Promise.all([
    db
      .selectFrom("personnel_setting")
      .select(["vog_years", "retention_years"])
      .where("organisation_id", "=", organisationId)
      .executeTakeFirst(),
    db.selectFrom("personnel_grant").select("user_id").where("organisation_id", "=", organisationId).execute(),
  ]);
  return {
    vogYears: Number(row?.vog_years ?? DEFAULT_VOG_YEARS),
    retentionYears: Number(row?.retention_years ?? DEFAULT_RETENTION_YEARS),
    // Sorted here, not by the engine: SQLite and PostgreSQL collate text differently.
    grants: grants.map((g) => g.user_id).sort(),
  };
}

/** The Eigenaar's rules and grants; a granted user must be a member (not an Eigenaar: they see all). */
export async function savePersonnelSettings(db: Db, organisationId: string, input: SettingsInput) {
  const grants = [...new Set(input.grants)];
  return inTransaction(db, async (tx) => {
    if (grants.length > 0) {
      const members = await tx
        .selectFrom("membership")
        .select("user_id")
        .where("organisation_id", "=", organisationId)
        .where("user_id", "in", grants)
        .execute();
      if (members.length !== grants.length) throw badRequest(m.grants);
    }
    const values = { vog_years: input.vogYears, retention_years: input.retentionYears };
    await tx
      .insertInto("personnel_setting")
      .values({ organisation_id: organisationId, ...values })
      .onConflict((oc) => oc.column("organisation_id").doUpdateSet(values))
      .execute();
    await tx.deleteFrom("personnel_grant").where("organisation_id", "=", organisationId).execute();
    const at = now();
    if (grants.length > 0)
      await tx
        .insertInto("personnel_grant")
        .values(grants.map((user_id) => ({ organisation_id: organisationId, user_id, created_at: at })))
        .execute();
    return personnelSettings(tx, organisationId);
  });
}

const selectItems = (db: Db, organisationId: string) =>
  db
    .selectFrom("personnel_item")
    .leftJoin("stored_file", (j) =>
      j
        .onRef("stored_file.id", "=", "personnel_item.file_id")
        .onRef("stored_file.organisation_id", "=", "personnel_item.organisation_id")
        .on("stored_file.status", "=", "ready"),
    )
    .selectAll("personnel_item")
    .select(["stored_file.name as file_name", "stored_file.size as file_size"])
    .where("personnel_item.organisation_id", "=", organisationId);

const facts = (p: PersonRow, items: readonly ItemRow[]): PersonFacts => ({
  id: p.id,
  name: p.name,
  relation: p.relation as PersonnelRelation,
  userId: p.user_id,
  startDate: p.start_date,
  endDate: p.end_date,
  unregisteredReason: p.unregistered_reason,
  lastConversation: p.last_conversation,
  items: items.map(itemDates),
});

const itemDates = (i: PersonnelItemTable) => ({
  id: i.id,
  kind: i.kind as PersonnelItemKind,
  register: i.register as PersonnelRegister | null,
  issuedOn: i.issued_on,
  validUntil: i.valid_until,
  title: i.title,
});

/** Every item of one person, those replaced by a newer one marked 'vervangen'. */
function presentItems(rows: readonly ItemRow[], personId: string, vogYears: number, today: string) {
  const current = currentItemIds(rows.map(itemDates), vogYears);
  return rows.map((row) => {
    const item = presentItem(row, personId, vogYears, today);
    return current.has(row.id) ? item : { ...item, validity: "vervangen" as const };
  });
}

function presentItem(row: ItemRow, personId: string, vogYears: number, today: string): PersonnelItemDto {
  const expires = expiresOn(itemDates(row), vogYears);
  return {
    id: row.id,
    kind: row.kind as PersonnelItemKind,
    title: row.title,
    register: row.register as PersonnelRegister | null,
    number: row.number,
    issuedOn: row.issued_on,
    validUntil: row.valid_until,
    expiresOn: expires,
    validity: validityOf(expires, today),
    points: row.points === null ? null : Number(row.points),
    profile: row.profile,
    file:
      row.file_id && row.file_name !== null
        ? {
            id: row.file_id,
            name: row.file_name,
            size: Number(row.file_size),
            url: `/api/personnel/${personId}/items/${row.id}/file`,
          }
        : null,
  };
}

function presentSummary(p: PersonRow, items: PersonnelItemDto[], viewer: PersonnelViewer, today: string) {
  const validities = items.map((i) => i.validity);
  return {
    id: p.id,
    name: p.name,
    jobTitle: p.job_title,
    relation: p.relation as PersonnelRelation,
    userId: p.user_id,
    startDate: p.start_date,
    endDate: p.end_date,
    hoursPerWeek: p.hours_tenths === null ? null : Number(p.hours_tenths) / 10,
    active: isActive({ endDate: p.end_date }, today),
    own: p.user_id !== null && p.user_id === viewer.userId,
    validity: worstValidity(validities),
    attention: validities.filter(needsAttention).length,
  } satisfies PersonSummaryDto;
}

const byPerson = (items: readonly ItemRow[]) => {
  const map = new Map<string, ItemRow[]>();
  for (const i of items) map.set(i.person_id, [...(map.get(i.person_id) ?? []), i]);
  return map;
};

/** The people the viewer may see: everyone (managing), else only their own record (or a 403). */
export async function listPeople(db: Db, viewer: PersonnelViewer, today: string): Promise<PersonnelListDto> {
  let query = db.selectFrom("personnel_person").selectAll().where("organisation_id", "=", viewer.organisationId);
  if (!viewer.manage) query = query.where("user_id", "=", viewer.userId);
  const [people, settings] = await Promise.all([query.execute(), personnelSettings(db, viewer.organisationId)]);
  if (!viewer.manage && people.length === 0) throw forbidden(m.forbidden);
  let itemQuery = selectItems(db, viewer.organisationId);
  if (!viewer.manage)
    itemQuery = itemQuery.where(
      "personnel_item.person_id",
      "in",
      people.map((p) => p.id),
    );
  const items = byPerson(await itemQuery.execute());
  people.sort((a, b) => dutchOrder.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  return {
    people: people.map((p) =>
      presentSummary(p, presentItems(items.get(p.id) ?? [], p.id, settings.vogYears, today), viewer, today),
    ),
    mayManage: viewer.manage,
    settings: viewer.manage ? settings : { ...settings, grants: [] },
  };
}

/** The person's row, if the viewer may see it: 404 when absent, 403 when another's and not managing. */
export async function findPerson(db: Db, viewer: PersonnelViewer, id: string): Promise<PersonRow> {
  const row = await db
    .selectFrom("personnel_person")
    .selectAll()
    .where("organisation_id", "=", viewer.organisationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!viewer.manage && row?.user_id !== viewer.userId) throw forbidden(m.forbidden);
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function getPerson(db: Db, viewer: PersonnelViewer, id: string, today: string): Promise<PersonDto> {
  const row = await findPerson(db, viewer, id);
  const [items, settings] = await Promise.all([
    selectItems(db, viewer.organisationId).where("personnel_item.person_id", "=", id).execute(),
    personnelSettings(db, viewer.organisationId),
  ]);
  // By kind, newest first (no date last), then as made: sorted here, as the engines order NULLs differently.
  items.sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) ||
      (b.issued_on ?? "").localeCompare(a.issued_on ?? "") ||
      a.created_at.localeCompare(b.created_at) ||
      a.id.localeCompare(b.id),
  );
  const presented = presentItems(items, id, settings.vogYears, today);
  return {
    ...presentSummary(row, presented, viewer, today),
    updatedAt: row.updated_at,
    unregisteredReason: row.unregistered_reason,
    lastConversation: row.last_conversation,
    items: presented,
    introduction: row.user_id ? await introductionOf(db, viewer.organisationId, row.user_id) : null,
  };
}

/** What the person is asked to read (Leesbevestigingen) and whether they did, for the current versions. */
async function introductionOf(db: Db, organisationId: string, userId: string): Promise<PersonDto["introduction"]> {
  const member = (await peopleOverview(db, organisationId)).find((p) => p.userId === userId);
  if (!member) return [];
  return member.items.map((i) => ({
    itemId: i.itemId,
    title: i.title,
    read: i.status === "read" || i.status === "not_applicable",
    statusTitle: readingMessages.status[i.status],
    at: i.at,
  }));
}

const personValues = (input: PersonInput) => ({
  user_id: input.userId,
  name: input.name,
  job_title: input.jobTitle,
  relation: input.relation,
  start_date: input.startDate,
  end_date: input.endDate,
  hours_tenths: input.hoursPerWeek === null ? null : Math.round(input.hoursPerWeek * 10),
  unregistered_reason: input.unregisteredReason,
  last_conversation: input.lastConversation,
});

/** The account must be a member of this organisation, and not yet another person's. */
async function checkAccount(db: Db, organisationId: string, userId: string | null, personId?: string) {
  if (!userId) return;
  const member = await db
    .selectFrom("membership")
    .select("user_id")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!member) throw badRequest(m.account);
  let taken = db
    .selectFrom("personnel_person")
    .select("id")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId);
  if (personId) taken = taken.where("id", "<>", personId);
  if (await taken.executeTakeFirst()) throw new ApiError(409, "conflict", m.accountTaken);
}

export async function createPerson(db: Db, viewer: PersonnelViewer, input: PersonInput): Promise<string> {
  await checkAccount(db, viewer.organisationId, input.userId);
  const id = randomUUID();
  const at = now();
  await db
    .insertInto("personnel_person")
    .values({ id, organisation_id: viewer.organisationId, ...personValues(input), created_at: at, updated_at: at })
    .execute();
  return id;
}

/** Changes the record's own fields if nobody changed them since `baseUpdatedAt` (else 409). */
export async function updatePerson(
  db: Db,
  viewer: PersonnelViewer,
  id: string,
  { baseUpdatedAt, ...input }: PersonUpdateInput,
): Promise<void> {
  await findPerson(db, viewer, id);
  await checkAccount(db, viewer.organisationId, input.userId, id);
  const [result] = await db
    .updateTable("personnel_person")
    .set({ ...personValues(input), updated_at: now() })
    .where("organisation_id", "=", viewer.organisationId)
    .where("id", "=", id)
    .where("updated_at", "=", baseUpdatedAt)
    .execute();
  if (Number(result?.numUpdatedRows ?? 0) === 0) throw new ApiError(409, "conflict", m.changedMeanwhile);
}

/** Removes a record and its items; answers the ids of its files, for the bin. */
export async function deletePerson(db: Db, viewer: PersonnelViewer, id: string) {
  const person = await findPerson(db, viewer, id);
  return inTransaction(db, async (tx) => {
    const files = await tx
      .selectFrom("personnel_item")
      .select("file_id")
      .where("organisation_id", "=", viewer.organisationId)
      .where("person_id", "=", id)
      .where("file_id", "is not", null)
      .execute();
    await tx
      .deleteFrom("personnel_person")
      .where("organisation_id", "=", viewer.organisationId)
      .where("id", "=", id)
      .execute();
    return { name: person.name, fileIds: files.map((f) => f.file_id!) };
  });
}

const itemValues = (input: ItemInput) => ({
  kind: input.kind,
  title: input.title,
  register: input.register,
  number: input.number,
  issued_on: input.issuedOn,
  valid_until: input.validUntil,
  points: input.points,
  profile: input.profile,
});

export async function findItem(db: Db, viewer: PersonnelViewer, personId: string, itemId: string) {
  const person = await findPerson(db, viewer, personId);
  const item = await db
    .selectFrom("personnel_item")
    .selectAll()
    .where("organisation_id", "=", viewer.organisationId)
    .where("person_id", "=", personId)
    .where("id", "=", itemId)
    .executeTakeFirst();
  if (!item) throw notFound(m.itemNotFound);
  return { person, item };
}

export async function addItem(db: Db, viewer: PersonnelViewer, personId: string, input: ItemInput) {
  const person = await findPerson(db, viewer, personId);
  const id = randomUUID();
  const at = now();
  await db
    .insertInto("personnel_item")
    .values({
      id,
      organisation_id: viewer.organisationId,
      person_id: personId,
      ...itemValues(input),
      file_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { person, id };
}

export async function updateItem(db: Db, viewer: PersonnelViewer, personId: string, itemId: string, input: ItemInput) {
  const { person } = await findItem(db, viewer, personId, itemId);
  await db
    .updateTable("personnel_item")
    .set({ ...itemValues(input), updated_at: now() })
    .where("organisation_id", "=", viewer.organisationId)
    .where("id", "=", itemId)
    .execute();
  return person;
}

/** Removes an item; answers its file's id (for the bin), if any. */
export async function deleteItem(db: Db, viewer: PersonnelViewer, personId: string, itemId: string) {
  const { person, item } = await findItem(db, viewer, personId, itemId);
  await db
    .deleteFrom("personnel_item")
    .where("organisation_id", "=", viewer.organisationId)
    .where("id", "=", itemId)
    .execute();
  return { person, fileId: item.file_id, kind: item.kind as PersonnelItemKind };
}

/** Links a stored file to an item; answers the file it replaces (for the bin). */
export async function setItemFile(db: Db, organisationId: string, itemId: string, fileId: string) {
  const before = await db
    .selectFrom("personnel_item")
    .select("file_id")
    .where("organisation_id", "=", organisationId)
    .where("id", "=", itemId)
    .executeTakeFirst();
  await db
    .updateTable("personnel_item")
    .set({ file_id: fileId, updated_at: now() })
    .where("organisation_id", "=", organisationId)
    .where("id", "=", itemId)
    .execute();
  return before?.file_id ?? null;
}

/** Everything the readiness and the planning need, for one organisation (two queries). */
export async function personnelFacts(
  db: Db,
  organisationId: string,
): Promise<{ people: PersonFacts[]; vogYears: number }> {
  const [people, items, settings] = await Promise.all([
    db.selectFrom("personnel_person").selectAll().where("organisation_id", "=", organisationId).execute(),
    db.selectFrom("personnel_item").selectAll().where("organisation_id", "=", organisationId).execute(),
    db
      .selectFrom("personnel_setting")
      .select("vog_years")
      .where("organisation_id", "=", organisationId)
      .executeTakeFirst(),
  ]);
  const grouped = new Map<string, PersonnelItemTable[]>();
  for (const i of items) grouped.set(i.person_id, [...(grouped.get(i.person_id) ?? []), i]);
  return {
    people: people.map((p) => facts(p, (grouped.get(p.id) ?? []) as ItemRow[])),
    vogYears: Number(settings?.vog_years ?? DEFAULT_VOG_YEARS),
  };
}
