/**
 * Medewerkers' part of the planning and the readiness: every validity date of the active people as
 * a due record (shared/due-rules.ts, source 'personnel'), the readiness reasons of 2.1–2.3, and who
 * may see the personnel items of the calendar, the Overzicht and the .ics feed.
 */
import type { Role } from "@core/shared/permissions";
import type { Db } from "@core/server/db";
import { can } from "@core/shared/permissions";
import type { DueRecord } from "@norm/due-items";
import { paths } from "@core/shared/paths";
import { read, runRead, together, type Read } from "@core/server/db/read-together";
import { compiledOnce } from "@core/server/db/compiled-once";
import { DEFAULT_VOG_YEARS, type PersonnelItemKind, type PersonnelRegister, type PersonnelRelation } from "../model";
import {
  auditorSummary,
  reviewStaffFigures,
  personnelDueRecords,
  personnelReadiness,
  type PersonFacts,
  type PersonnelReason,
} from "../rules";
import type { AuditorPersonDto } from "../model";

const peopleRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("personnel_person")
    .select([
      "id",
      "name",
      "job_title",
      "relation",
      "user_id",
      "start_date",
      "end_date",
      "unregistered_reason",
      "last_conversation",
    ])
    .where("organisation_id", "=", organisationId),
);
const itemRows = compiledOnce((db: Db, organisationId: string) =>
  db
    .selectFrom("personnel_item")
    .select(["id", "person_id", "kind", "title", "register", "issued_on", "valid_until"])
    .where("organisation_id", "=", organisationId)
    .where("kind", "<>", "diploma"),
);
const settingRows = compiledOnce((db: Db, organisationId: string) =>
  db.selectFrom("personnel_setting").select("vog_years").where("organisation_id", "=", organisationId),
);

/** The organisation's people as the date rules read them, and its VOG rule (three reads). */
export const personnelFactsRead = (organisationId: string): Read<{ people: PersonFacts[]; vogYears: number }> =>
  together(
    [
      read(peopleRows.with(organisationId), (r) => r),
      read(itemRows.with(organisationId), (r) => r),
      read(settingRows.with(organisationId), (r) => r),
    ],
    (people, items, settings) => {
      const byPerson = new Map<string, PersonFacts["items"][number][]>();
      for (const i of items)
        byPerson.set(i.person_id, [
          ...(byPerson.get(i.person_id) ?? []),
          {
            id: i.id,
            kind: i.kind as PersonnelItemKind,
            title: i.title,
            register: i.register as PersonnelRegister | null,
            issuedOn: i.issued_on,
            validUntil: i.valid_until,
          },
        ]);
      return {
        people: people.map((p) => ({
          id: p.id,
          name: p.name,
          jobTitle: p.job_title,
          relation: p.relation as PersonnelRelation,
          userId: p.user_id,
          startDate: p.start_date,
          endDate: p.end_date,
          unregisteredReason: p.unregistered_reason,
          lastConversation: p.last_conversation,
          items: byPerson.get(p.id) ?? [],
        })),
        vogYears: Number(settings[0]?.vog_years ?? DEFAULT_VOG_YEARS),
      };
    },
  );

/** Every validity date as a due record, linked to the person's record. */
export const duePersonnelRead = (organisationId: string, today: string): Read<DueRecord[]> =>
  together([personnelFactsRead(organisationId)], ({ people, vogYears }) =>
    personnelDueRecords(people, vogYears, today).map((d) => ({
      source: "personnel",
      id: d.id,
      title: d.title,
      due: d.due,
      assigneeId: d.assigneeId,
      link: paths.medewerker(d.personId),
    })),
  );

/** The readiness input of the personnel elements: the reasons, and how many people are kept. */
export type PersonnelReadiness = { reasons: PersonnelReason[]; people: number };

export const personnelReadinessRead = (organisationId: string, today: string): Read<PersonnelReadiness> =>
  together([personnelFactsRead(organisationId)], ({ people, vogYears }) => ({
    reasons: personnelReadiness(people, vogYears, today),
    people: people.length,
  }));

/** The staff figures of a year's management review; null while the organisation keeps no records. */
export async function personnelReviewFigures(db: Db, organisationId: string, from: string, to: string) {
  const { people, vogYears } = await runRead(db, personnelFactsRead(organisationId));
  return people.length ? reviewStaffFigures(people, vogYears, from, to) : null;
}

/** The auditor's summary of the active people (the auditor link's page). */
export async function personnelForAuditor(db: Db, organisationId: string, today: string): Promise<AuditorPersonDto[]> {
  const { people, vogYears } = await runRead(db, personnelFactsRead(organisationId));
  return auditorSummary(people, vogYears, today);
}

/** Whether a member sees every personnel item (Eigenaar, or granted by her). */
export async function seesPersonnel(db: Db, organisationId: string, userId: string, role: Role): Promise<boolean> {
  if (can(role, "personnel.manage")) return true;
  // A grant counts for the membership it was given in: one who left and was invited again starts without.
  const grant = await db
    .selectFrom("personnel_grant")
    .innerJoin("membership", (j) =>
      j
        .onRef("membership.organisation_id", "=", "personnel_grant.organisation_id")
        .onRef("membership.user_id", "=", "personnel_grant.user_id"),
    )
    .select("personnel_grant.user_id")
    .where("personnel_grant.organisation_id", "=", organisationId)
    .where("personnel_grant.user_id", "=", userId)
    .whereRef("personnel_grant.created_at", ">=", "membership.created_at")
    .executeTakeFirst();
  return grant !== undefined;
}
