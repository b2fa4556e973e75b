import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { peopleFromStaffTable, STAFF_TABLE_NAME } from "@modules/personnel/staff-table";

/**
 * The free-text staff table of the topic Medewerkers ('Personeelsoverzicht', value
 * 'medewerkers-register') becomes personnel records (modules/personnel), once: per row a person
 * with their diploma, registration and VOG, and the last yearly conversation, as
 * peopleFromStaffTable reads a row (the ZIP import reads an older archive's table the same way).
 * Nothing typed is lost. The table's value stays as it is here (0070 retires it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const values = await db
    .selectFrom("kms_value")
    .select(["organisation_id", "value", "updated_at"])
    .where("name", "=", STAFF_TABLE_NAME)
    .where("deleted", "=", 0)
    .execute();
  for (const { organisation_id: organisationId, value, updated_at: at } of values) {
    let rows: unknown;
    try {
      rows = JSON.parse(value as string);
    } catch {
      continue;
    }
    for (const person of peopleFromStaffTable(rows)) {
      const personId = randomUUID();
      await db
        .insertInto("personnel_person")
        .values({
          id: personId,
          organisation_id: organisationId,
          user_id: null,
          name: person.name,
          job_title: person.jobTitle,
          relation: "in-dienst",
          start_date: null,
          end_date: null,
          hours_tenths: null,
          unregistered_reason: "",
          last_conversation: person.lastConversation,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const item of person.items) {
        await db
          .insertInto("personnel_item")
          .values({
            id: randomUUID(),
            organisation_id: organisationId,
            person_id: personId,
            kind: item.kind,
            title: item.title,
            register: item.register,
            number: item.number,
            issued_on: item.issuedOn,
            valid_until: item.validUntil,
            points: null,
            profile: null,
            file_id: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
    }
  }
}
