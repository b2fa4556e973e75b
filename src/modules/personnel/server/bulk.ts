/**
 * Medewerkers in the full export and import (medewerkers/data.json, with the records' files under
 * documenten/personeel/). Personal data: the export carries them only for a member who keeps the
 * records (an Eigenaar, or whom she granted it); every other role's ZIP has neither the file nor
 * the records' documents. An import is always an Eigenaar's.
 *
 * Ids are the exporting organisation's, so the file names them otherwise: a person's account by
 * e-mail address (linked again when that address is a member here), a file by its path in the same
 * archive. An archive made before the staff table was retired (migration 0070) has no such file but
 * may hold the table in kms/values.json: its rows become records as migration 0047 read them.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "@core/server/db";
import { organisationHasRow } from "@core/server/db/rows";
import { listMembers } from "@modules/team/server";
import { int32, safeLine, safeText } from "@core/shared/input";
import { DEFAULT_RETENTION_YEARS, DEFAULT_VOG_YEARS, type PersonnelRelation } from "../model";
import { personnelRules, settingsSchema } from "../schemas";
import type { StaffTablePerson } from "../staff-table";

export const PERSONNEL_FORMAT = "normwijs-personnel";

const path = safeText().min(1).max(1024);

const exportedItem = z
  .object({
    kind: personnelRules.itemKind,
    // Not one line: a record made from the staff table keeps its non-dates here, one per line.
    title: safeText().max(5000),
    register: personnelRules.register.nullable(),
    number: safeLine().max(100).nullable(),
    issuedOn: personnelRules.day,
    validUntil: personnelRules.day,
    points: personnelRules.points,
    profile: safeLine().max(500).nullable(),
    file: path.nullable(),
  })
  .strict();

const exportedPerson = z
  .object({
    name: personnelRules.name,
    jobTitle: personnelRules.jobTitle,
    relation: personnelRules.relation,
    /** The e-mail address of the person's account, if the record had one. */
    email: safeLine().max(320).nullable(),
    startDate: personnelRules.day,
    endDate: personnelRules.day,
    hoursTenths: int32({ min: 0, max: 800 }).nullable(),
    unregisteredReason: personnelRules.unregisteredReason,
    lastConversation: personnelRules.day,
    items: z.array(exportedItem).max(1000),
  })
  .strict();

export const personnelFileSchema = z
  .object({
    format: z.literal(PERSONNEL_FORMAT),
    version: z.literal(1),
    settings: settingsSchema.pick({ vogYears: true, retentionYears: true }),
    people: z.array(exportedPerson).max(10_000),
  })
  .strict();

export type PersonnelFile = z.infer<typeof personnelFileSchema>;

export const hasAnyPerson = (db: Db, organisationId: string) =>
  organisationHasRow(db, "personnel_person", organisationId);

/** The records of the organisation; `documentPaths`: the archive path of every exported document by id. */
export async function exportPersonnel(
  db: Db,
  organisationId: string,
  documentPaths: ReadonlyMap<string, string>,
): Promise<PersonnelFile> {
  const [settings, people, items] = await Promise.all([
    db
      .selectFrom("personnel_setting")
      .select(["vog_years", "retention_years"])
      .where("organisation_id", "=", organisationId)
      .executeTakeFirst(),
    db
      .selectFrom("personnel_person")
      .leftJoin("user", "user.id", "personnel_person.user_id")
      .selectAll("personnel_person")
      .select("user.email as email")
      .where("personnel_person.organisation_id", "=", organisationId)
      .orderBy("personnel_person.created_at")
      .orderBy("personnel_person.id")
      .execute(),
    db
      .selectFrom("personnel_item")
      .selectAll()
      .where("organisation_id", "=", organisationId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  return {
    format: PERSONNEL_FORMAT,
    version: 1,
    settings: {
      vogYears: Number(settings?.vog_years ?? DEFAULT_VOG_YEARS),
      retentionYears: Number(settings?.retention_years ?? DEFAULT_RETENTION_YEARS),
    },
    people: people.map((p) => ({
      name: p.name,
      jobTitle: p.job_title,
      relation: p.relation as PersonnelRelation,
      email: p.email ?? null,
      startDate: p.start_date,
      endDate: p.end_date,
      hoursTenths: p.hours_tenths === null ? null : Number(p.hours_tenths),
      unregisteredReason: p.unregistered_reason,
      lastConversation: p.last_conversation,
      items: items
        .filter((i) => i.person_id === p.id)
        .map((i) => ({
          kind: i.kind as PersonnelFile["people"][number]["items"][number]["kind"],
          title: i.title,
          register: i.register as PersonnelFile["people"][number]["items"][number]["register"],
          number: i.number,
          issuedOn: i.issued_on,
          validUntil: i.valid_until,
          points: i.points === null ? null : Number(i.points),
          profile: i.profile,
          // A file whose bytes were missing at export time is not in the archive: the item stays.
          file: (i.file_id && documentPaths.get(i.file_id)) || null,
        })),
    })),
  };
}

/**
 * The file checked against its schema and the archive's documents (a file must be a document of
 * the category 'personeel', used by one item); undefined when it fails.
 */
export function checkPersonnel(json: unknown, personnelPaths: ReadonlySet<string>): PersonnelFile | undefined {
  const parsed = personnelFileSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const used = new Set<string>();
  for (const person of parsed.data.people) {
    for (const item of person.items) {
      if (item.file === null) continue;
      if (!personnelPaths.has(item.file) || used.has(item.file)) return undefined;
      used.add(item.file);
    }
  }
  return parsed.data;
}

/**
 * An older archive's staff table, as the file above would hold it (no accounts, no files). A cell
 * longer than a record's field keeps what fits (a table cell may hold more than a name).
 */
/** At most `max` UTF-16 units, never half a character. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

export function personnelFileFromStaffTable(people: readonly StaffTablePerson[]): PersonnelFile {
  return {
    format: PERSONNEL_FORMAT,
    version: 1,
    settings: { vogYears: DEFAULT_VOG_YEARS, retentionYears: DEFAULT_RETENTION_YEARS },
    people: people.map((p) => ({
      name: clip(p.name, 200),
      jobTitle: clip(p.jobTitle, 200),
      relation: "in-dienst",
      email: null,
      startDate: null,
      endDate: null,
      hoursTenths: null,
      unregisteredReason: "",
      lastConversation: p.lastConversation,
      items: p.items.map((i) => ({
        ...i,
        number: i.number === null ? null : clip(i.number, 100),
        points: null,
        profile: null,
        file: null,
      })),
    })),
  };
}

/**
 * Writes the records with new ids, after the documents of the same import; `documentIds`: the new
 * id of each restored document by its archive path. Answers how many people were written.
 */
export async function insertImportedPersonnel(
  tx: Db,
  organisationId: string,
  file: PersonnelFile,
  documentIds: ReadonlyMap<string, string>,
  at: string,
): Promise<number> {
  const byEmail = new Map((await listMembers(tx, organisationId)).map((m) => [m.email.toLowerCase(), m.userId]));
  const linked = new Set<string>();
  await tx
    .insertInto("personnel_setting")
    .values({
      organisation_id: organisationId,
      vog_years: file.settings.vogYears,
      retention_years: file.settings.retentionYears,
    })
    .onConflict((oc) =>
      oc
        .column("organisation_id")
        .doUpdateSet({ vog_years: file.settings.vogYears, retention_years: file.settings.retentionYears }),
    )
    .execute();
  for (const p of file.people) {
    const id = randomUUID();
    // One record per account: a second record with the same address stays without one.
    const account = (p.email && byEmail.get(p.email.toLowerCase())) || null;
    const userId = account && !linked.has(account) ? account : null;
    if (userId) linked.add(userId);
    await tx
      .insertInto("personnel_person")
      .values({
        id,
        organisation_id: organisationId,
        user_id: userId,
        name: p.name,
        job_title: p.jobTitle,
        relation: p.relation,
        start_date: p.startDate,
        end_date: p.endDate,
        hours_tenths: p.hoursTenths,
        unregistered_reason: p.unregisteredReason,
        last_conversation: p.lastConversation,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const i of p.items) {
      await tx
        .insertInto("personnel_item")
        .values({
          id: randomUUID(),
          organisation_id: organisationId,
          person_id: id,
          kind: i.kind,
          title: i.title,
          register: i.register,
          number: i.number,
          issued_on: i.issuedOn,
          valid_until: i.validUntil,
          points: i.points,
          profile: i.profile,
          file_id: i.file ? (documentIds.get(i.file) ?? null) : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
  return file.people.length;
}
