import type { Kysely } from "kysely";

/**
 * 'Tweestapsverificatie verplicht': an organisation can require two-factor sign-in of every member
 * (0 or 1, booleans as integers on both engines). better-auth's own two-factor schema (the
 * twoFactor table, user.twoFactorEnabled) comes from its migrations (auth.ts), not from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("organisation")
    .addColumn("two_factor_required", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
