import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isCalendarDay } from "../../../shared/calendar-day";
import { personnelMigrated } from "../../../modules/personnel/messages";

/**
 * The free-text staff table of the topic Medewerkers ('Personeelsoverzicht', value
 * 'medewerkers-register') becomes personnel records (modules/personnel), once: per row a person
 * with their diploma, registration and VOG, and the last yearly conversation. Nothing typed is
 * lost: a cell that holds no date where a date is asked goes into a text of the record (the
 * registration's title, or the diploma's). The table's value stays as it is (history, restore).
 * Every row's cells are strings in the stored JSON; anything else is read as empty.
 */
type Row = Record<string, unknown>;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const day = (v: string) => (isCalendarDay(v) && v >= "1900-01-01" && v <= "2999-12-31" ? v : null);
const registerOf = (number: string) => (/big/i.test(number) ? "big" : /skj/i.test(number) ? "skj" : "other");

export async function up(db: Kysely<any>): Promise<void> {
  const values = await db
    .selectFrom("kms_value")
    .select(["organisation_id", "value", "updated_at"])
    .where("name", "=", "medewerkers-register")
    .where("deleted", "=", 0)
    .execute();
  for (const { organisation_id: organisationId, value, updated_at: at } of values) {
    let rows: unknown;
    try {
      rows = JSON.parse(value as string);
    } catch {
      continue;
    }
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Row[]) {
      if (!row || typeof row !== "object") continue;
      const cells = Object.fromEntries(
        [
          "naam",
          "functie",
          "diploma",
          "registratienummer",
          "registratieGeldigTot",
          "vogDatum",
          "functioneringsgesprek",
        ].map((k) => [k, text(row[k])]),
      );
      if (!Object.values(cells).some(Boolean)) continue;
      const personId = randomUUID();
      const conversation = day(cells.functioneringsgesprek!);
      const notes: string[] = [];
      if (cells.functioneringsgesprek && !conversation)
        notes.push(personnelMigrated.notADate("Laatste functioneringsgesprek", cells.functioneringsgesprek));
      const vog = day(cells.vogDatum!);
      if (cells.vogDatum && !vog) notes.push(personnelMigrated.notADate("Datum VOG", cells.vogDatum));
      const until = day(cells.registratieGeldigTot!);
      if (cells.registratieGeldigTot && !until)
        notes.push(personnelMigrated.notADate("Registratie geldig tot", cells.registratieGeldigTot));

      await db
        .insertInto("personnel_person")
        .values({
          id: personId,
          organisation_id: organisationId,
          user_id: null,
          name: cells.naam || personnelMigrated.unnamed,
          job_title: cells.functie,
          relation: "in-dienst",
          start_date: null,
          end_date: null,
          hours_tenths: null,
          unregistered_reason: "",
          last_conversation: conversation,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const item = (values: Row) =>
        db
          .insertInto("personnel_item")
          .values({
            id: randomUUID(),
            organisation_id: organisationId,
            person_id: personId,
            title: "",
            register: null,
            number: null,
            issued_on: null,
            valid_until: null,
            points: null,
            profile: null,
            file_id: null,
            created_at: at,
            updated_at: at,
            ...values,
          })
          .execute();
      if (cells.diploma) await item({ kind: "diploma", title: cells.diploma });
      if (cells.registratienummer || until || notes.length > 0)
        await item({
          kind: "registration",
          register: registerOf(cells.registratienummer!),
          number: cells.registratienummer || null,
          valid_until: until,
          // The texts that were not dates, so nothing typed is lost.
          title: notes.join("\n"),
        });
      if (vog) await item({ kind: "vog", issued_on: vog });
    }
  }
}
