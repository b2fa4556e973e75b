import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Makes a table append-only in the database itself: a trigger refuses every UPDATE, on both
 * engines (SQLite RAISE(ABORT), PostgreSQL a plpgsql function). Deletes stay possible (retention
 * jobs, the cascade when an organisation goes). Used by migrations, so the SQL it runs must never
 * change once a migration that calls it has shipped: the trigger and function are named
 * `<table>_append_only`.
 */
export async function refuseUpdates(db: Kysely<unknown>, table: string): Promise<void> {
  const name = sql.id(`${table}_append_only`);
  const message = sql.lit(`${table} is append-only`);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`
      CREATE TRIGGER ${name} BEFORE UPDATE ON ${sql.id(table)}
      BEGIN
        SELECT RAISE(ABORT, ${message});
      END`.execute(db);
    return;
  }
  await sql`
    CREATE FUNCTION ${name}() RETURNS trigger AS $$
    BEGIN
      RAISE EXCEPTION ${message};
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER ${name} BEFORE UPDATE ON ${sql.id(table)}
    FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(db);
}
