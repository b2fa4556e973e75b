import { sql, type Kysely } from "kysely";

/**
 * The free-text staff table ('medewerkers-register') leaves the quality system: 0047 copied its rows
 * into Medewerkers' records (personal data, for the Eigenaar and the person only), and the topic
 * keeps a policy text instead. Its live value becomes a tombstone, as a delete does (kms 0006): the
 * history trigger records the delete, no page, handbook, search or /api/kms/values answer shows it
 * again, and the history stays in the database (the ZIP export gives the Eigenaar its versions).
 * Its search entries go now, not at the next search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const name = "medewerkers-register";
  await db
    .updateTable("kms_value")
    .set({
      deleted: 1,
      value: "null",
      revision: sql`revision + 1`,
      updated_at: new Date().toISOString(),
    })
    .where("name", "=", name)
    .where("deleted", "=", 0)
    .execute();
  await db.deleteFrom("search_entry").where("kind", "=", "kms").where("ref", "=", name).execute();
}
