/**
 * The free-text staff table the topic Medewerkers once had ('medewerkers-register'), read as
 * personnel records: by migration 0047 for the tables in the database, and by the ZIP import for an
 * archive made before the table was retired (0070). Per row with any text, a person with a diploma,
 * a registration and a VOG where the row names them, and the last yearly conversation. Nothing typed
 * is lost: a cell that holds no date where a date is asked goes into the registration's title.
 * Every row's cells are strings; anything else is read as empty.
 */
import { isCalendarDay } from "@core/shared/calendar-day";
import { personnelMigrated } from "./messages";
import type { PersonnelItemDto, PersonnelRegister } from "./model";

export const STAFF_TABLE_NAME = "medewerkers-register";

export type StaffTableItem = Pick<
  PersonnelItemDto,
  "kind" | "title" | "register" | "number" | "issuedOn" | "validUntil"
>;
export type StaffTablePerson = {
  name: string;
  jobTitle: string;
  lastConversation: string | null;
  items: StaffTableItem[];
};

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const day = (v: string) => (isCalendarDay(v) && v >= "1900-01-01" && v <= "2999-12-31" ? v : null);
const registerOf = (number: string): PersonnelRegister =>
  /big/i.test(number) ? "big" : /skj/i.test(number) ? "skj" : "other";
const columns = [
  "naam",
  "functie",
  "diploma",
  "registratienummer",
  "registratieGeldigTot",
  "vogDatum",
  "functioneringsgesprek",
] as const;

export function peopleFromStaffTable(rows: unknown): StaffTablePerson[] {
  if (!Array.isArray(rows)) return [];
  const people: StaffTablePerson[] = [];
  for (const row of rows as unknown[]) {
    if (!row || typeof row !== "object") continue;
    const cells = Object.fromEntries(columns.map((k) => [k, text((row as Record<string, unknown>)[k])])) as Record<
      (typeof columns)[number],
      string
    >;
    if (!Object.values(cells).some(Boolean)) continue;
    const conversation = day(cells.functioneringsgesprek);
    const notes: string[] = [];
    if (cells.functioneringsgesprek && !conversation)
      notes.push(personnelMigrated.notADate("Laatste functioneringsgesprek", cells.functioneringsgesprek));
    const vog = day(cells.vogDatum);
    if (cells.vogDatum && !vog) notes.push(personnelMigrated.notADate("Datum VOG", cells.vogDatum));
    const until = day(cells.registratieGeldigTot);
    if (cells.registratieGeldigTot && !until)
      notes.push(personnelMigrated.notADate("Registratie geldig tot", cells.registratieGeldigTot));

    const none = { title: "", register: null, number: null, issuedOn: null, validUntil: null };
    const items: StaffTableItem[] = [];
    if (cells.diploma) items.push({ ...none, kind: "diploma", title: cells.diploma });
    if (cells.registratienummer || until || notes.length > 0)
      items.push({
        ...none,
        kind: "registration",
        register: registerOf(cells.registratienummer),
        number: cells.registratienummer || null,
        validUntil: until,
        // The texts that were not dates, so nothing typed is lost.
        title: notes.join("\n"),
      });
    if (vog) items.push({ ...none, kind: "vog", issuedOn: vog });
    people.push({
      name: cells.naam || personnelMigrated.unnamed,
      jobTitle: cells.functie,
      lastConversation: conversation,
      items,
    });
  }
  return people;
}
