import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * What the quality system really stores per organisation, in bytes: the current values plus every
 * history row. Kept by triggers on every write, so checking the quota on a save is one key lookup
 * instead of summing an ever-growing history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("organisation_usage")
    .addColumn("organisation_id", "text", (c) => c.primaryKey().references("organisation.id").onDelete("cascade"))
    .addColumn("kms_bytes", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();

  const bytes = (column: string) =>
    sqlite ? sql.raw(`coalesce(length(CAST(${column} AS BLOB)), 0)`) : sql.raw(`coalesce(octet_length(${column}), 0)`);

  await sql`
    INSERT INTO organisation_usage (organisation_id, kms_bytes)
    SELECT organisation_id, SUM(b) FROM (
      SELECT organisation_id, ${bytes("value")} AS b FROM kms_value
      UNION ALL
      SELECT organisation_id, ${bytes("value")} AS b FROM kms_revision
    ) stored
    GROUP BY organisation_id`.execute(db);

  if (sqlite) {
    const add = (delta: string) =>
      sql.raw(`
      INSERT INTO organisation_usage (organisation_id, kms_bytes) VALUES (NEW.organisation_id, ${delta})
      ON CONFLICT (organisation_id) DO UPDATE SET kms_bytes = kms_bytes + excluded.kms_bytes;`);
    await sql`
      CREATE TRIGGER kms_value_usage_insert AFTER INSERT ON kms_value
      BEGIN ${add(`coalesce(length(CAST(NEW.value AS BLOB)), 0)`)} END`.execute(db);
    await sql`
      CREATE TRIGGER kms_value_usage_update AFTER UPDATE ON kms_value
      BEGIN ${add(`coalesce(length(CAST(NEW.value AS BLOB)), 0) - coalesce(length(CAST(OLD.value AS BLOB)), 0)`)} END`.execute(
      db,
    );
    await sql`
      CREATE TRIGGER kms_revision_usage_insert AFTER INSERT ON kms_revision
      BEGIN ${add(`coalesce(length(CAST(NEW.value AS BLOB)), 0)`)} END`.execute(db);
    return;
  }
  await sql`
    CREATE FUNCTION kms_usage() RETURNS trigger AS $$
    DECLARE delta bigint;
    BEGIN
      delta := coalesce(octet_length(NEW.value), 0);
      IF TG_OP = 'UPDATE' THEN
        delta := delta - coalesce(octet_length(OLD.value), 0);
      END IF;
      INSERT INTO organisation_usage (organisation_id, kms_bytes) VALUES (NEW.organisation_id, delta)
      ON CONFLICT (organisation_id) DO UPDATE SET kms_bytes = organisation_usage.kms_bytes + EXCLUDED.kms_bytes;
      RETURN NEW;
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER kms_value_usage AFTER INSERT OR UPDATE ON kms_value FOR EACH ROW EXECUTE FUNCTION kms_usage()`.execute(
    db,
  );
  await sql`CREATE TRIGGER kms_revision_usage AFTER INSERT ON kms_revision FOR EACH ROW EXECUTE FUNCTION kms_usage()`.execute(
    db,
  );
}
