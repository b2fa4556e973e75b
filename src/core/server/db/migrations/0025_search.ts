import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Full-text search (search/): one row per searchable thing in search_entry (organisation, kind, the
 * thing's id, a title and a body, and `detail`, unindexed, to build its link), kept by triggers on
 * the tables it reads, so every write path — saves, restores, the recycle bin, the ZIP import, a
 * member who leaves — keeps the index right in the same transaction without knowing of it.
 *
 * SQLite: an external-content FTS5 table over search_entry, diacritics folded by its tokenizer
 * ('clienten' finds 'cliënten'). PostgreSQL: a stored tsvector in the Dutch configuration with
 * unaccent before the Dutch stemmer (a trusted extension in Debian's postgresql package), behind a
 * GIN index. The rows that exist before this migration are indexed by it.
 *
 * The SQL here is frozen with the migration: a later change of what is indexed is a new migration
 * that replaces the triggers.
 */

/** A fragment of SQL over the row `r` (NEW or OLD in a trigger, the table's alias in the first fill). */
type Fragment = (r: string) => string;

type Source = {
  table: string;
  kind: string;
  /** The column that identifies the thing within its organisation. */
  ref: string;
  detail: Fragment;
  title: Fragment;
  body: Fragment;
  /** Whether the row is searchable (not deleted, not in the bin). */
  when: Fragment;
};

/** The text of a KMS value: a text, or a table's cells (its row ids left out). 0035 reads it too. */
export const kmsText = {
  sqlite: (r: string) =>
    `(SELECT group_concat(t.value, ' ') FROM json_tree(${r}.value) t WHERE t.type = 'text' AND (t.key IS NULL OR t.key <> 'id'))`,
  postgres: (r: string) => `(CASE jsonb_typeof(${r}.value::jsonb)
      WHEN 'string' THEN ${r}.value::jsonb #>> '{}'
      WHEN 'array' THEN (SELECT string_agg(c.value, ' ') FROM jsonb_array_elements(${r}.value::jsonb) el,
        jsonb_each_text(CASE WHEN jsonb_typeof(el) = 'object' THEN el ELSE '{}'::jsonb END) c WHERE c.key <> 'id')
    END)`,
};

const auditorNames = {
  sqlite: (r: string) => `(SELECT group_concat(json_extract(a.value, '$.name'), ' ') FROM json_each(${r}.auditors) a)`,
  postgres: (r: string) => `(SELECT string_agg(a->>'name', ' ') FROM jsonb_array_elements(${r}.auditors::jsonb) a)`,
};

function sources(engine: "sqlite" | "postgres"): Source[] {
  return [
    {
      table: "kms_value",
      kind: "kms",
      ref: "name",
      detail: () => "NULL",
      title: () => "''",
      body: (r) => `coalesce(${kmsText[engine](r)}, '')`,
      // The goal-set list holds ids only.
      when: (r) =>
        `${r}.deleted = 0 AND ${r}.name <> 'kwaliteitsdoelstellingen-sets'` +
        (engine === "sqlite" ? ` AND json_valid(${r}.value)` : ""),
    },
    {
      table: "stored_file",
      kind: "document",
      ref: "id",
      detail: (r) => `${r}.category`,
      title: (r) => `${r}.name`,
      body: () => "''",
      when: (r) => `${r}.status = 'ready' AND ${r}.name IS NOT NULL`,
    },
    {
      table: "improvement_action",
      kind: "action",
      ref: "id",
      detail: () => "NULL",
      title: (r) => `${r}.description`,
      body: (r) => `${r}.result || ' ' || coalesce(${r}.source_label, '')`,
      when: () => "1 = 1",
    },
    {
      table: "internal_audit",
      kind: "audit",
      ref: "id",
      detail: (r) => `${r}.audit_on`,
      title: () => "''",
      body: (r) => `coalesce(${auditorNames[engine](r)}, '')`,
      when: () => "1 = 1",
    },
    {
      // A finding: a checklist point that has been assessed or has a note.
      table: "internal_audit_point",
      kind: "finding",
      ref: "id",
      detail: (r) => `${r}.audit_id`,
      title: (r) => `${r}.text`,
      body: (r) => `${r}.note`,
      when: (r) => `(${r}.status <> 'niet-beoordeeld' OR ${r}.note <> '')`,
    },
    {
      table: "membership",
      kind: "member",
      ref: "user_id",
      detail: (r) => `(SELECT u.email FROM "user" u WHERE u.id = ${r}.user_id)`,
      title: (r) => `(SELECT u.name FROM "user" u WHERE u.id = ${r}.user_id)`,
      body: (r) => `(SELECT ${emailWords("u.email")} FROM "user" u WHERE u.id = ${r}.user_id)`,
      when: () => "1 = 1",
    },
  ];
}

/**
 * An e-mail address as words ('anna.de-vries@zorg.nl' → 'anna de vries zorg nl'): PostgreSQL's
 * parser would keep it as one token, which a search for 'vries' or 'zorg' does not match. The
 * address itself is the entry's detail, shown as it is.
 */
const emailWords = (column: string) =>
  `replace(replace(replace(replace(replace(${column}, '@', ' '), '.', ' '), '-', ' '), '_', ' '), '+', ' ')`;

const insertFrom = (s: Source, r: string, from = "") => `
  INSERT INTO search_entry (organisation_id, kind, ref, detail, title, body)
  SELECT ${r}.organisation_id, '${s.kind}', ${r}.${s.ref}, ${s.detail(r)}, coalesce(${s.title(r)}, ''), coalesce(${s.body(r)}, '')
  ${from} WHERE ${s.when(r)}`;

const deleteOf = (s: Source, r: string) =>
  `DELETE FROM search_entry WHERE organisation_id = ${r}.organisation_id AND kind = '${s.kind}' AND ref = ${r}.${s.ref}`;

/** A member's name or e-mail changed: their entry in each of their organisations. */
const memberRefresh = () => `
  DELETE FROM search_entry WHERE kind = 'member' AND ref = NEW.id;
  INSERT INTO search_entry (organisation_id, kind, ref, detail, title, body)
  SELECT m.organisation_id, 'member', m.user_id, NEW.email, coalesce(NEW.name, ''), coalesce(${emailWords("NEW.email")}, '')
  FROM membership m WHERE m.user_id = NEW.id;`;

/** Whether a KMS value is searchable (0035 reads it too). */
export const kmsSearchable = (engine: "sqlite" | "postgres", r: string) => sources(engine)[0]!.when(r);

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`CREATE TABLE search_entry (
    id ${engine === "sqlite" ? "INTEGER PRIMARY KEY" : "bigserial PRIMARY KEY"},
    organisation_id text NOT NULL REFERENCES organisation(id) ON DELETE CASCADE,
    kind text NOT NULL,
    ref text NOT NULL,
    detail text,
    title text NOT NULL,
    body text NOT NULL
  )`);
  await run(`CREATE UNIQUE INDEX search_entry_ref_idx ON search_entry (organisation_id, kind, ref)`);
  await run(`CREATE INDEX search_entry_user_idx ON search_entry (kind, ref)`);

  if (engine === "sqlite") {
    await run(`CREATE VIRTUAL TABLE search_fts USING fts5(title, body, content='search_entry', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2')`);
    await run(`CREATE TRIGGER search_entry_fts_insert AFTER INSERT ON search_entry BEGIN
      INSERT INTO search_fts (rowid, title, body) VALUES (NEW.id, NEW.title, NEW.body); END`);
    await run(`CREATE TRIGGER search_entry_fts_delete AFTER DELETE ON search_entry BEGIN
      INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', OLD.id, OLD.title, OLD.body); END`);
    // Entries are deleted and inserted, never updated; refuse an update that would leave the index behind.
    await run(`CREATE TRIGGER search_entry_no_update BEFORE UPDATE ON search_entry BEGIN
      SELECT RAISE(ABORT, 'search_entry rows are replaced, not updated'); END`);
    for (const s of sources(engine)) {
      await run(
        `CREATE TRIGGER search_${s.table}_insert AFTER INSERT ON ${s.table} BEGIN ${insertFrom(s, "NEW")}; END`,
      );
      await run(`CREATE TRIGGER search_${s.table}_update AFTER UPDATE ON ${s.table} BEGIN
        ${deleteOf(s, "OLD")}; ${insertFrom(s, "NEW")}; END`);
      await run(`CREATE TRIGGER search_${s.table}_delete AFTER DELETE ON ${s.table} BEGIN ${deleteOf(s, "OLD")}; END`);
    }
    await run(`CREATE TRIGGER search_user_update AFTER UPDATE OF name, email ON "user" BEGIN ${memberRefresh()} END`);
  } else {
    await run(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await run(`CREATE TEXT SEARCH CONFIGURATION normwijs_nl (COPY = pg_catalog.dutch)`);
    await run(`ALTER TEXT SEARCH CONFIGURATION normwijs_nl
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem`);
    await run(`ALTER TEXT SEARCH CONFIGURATION normwijs_nl
      ALTER MAPPING FOR numword, numhword, hword_numpart WITH unaccent, simple`);
    await run(`ALTER TABLE search_entry ADD COLUMN document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('normwijs_nl'::regconfig, title), 'A') ||
      setweight(to_tsvector('normwijs_nl'::regconfig, body), 'B')) STORED`);
    await run(`CREATE INDEX search_entry_document_idx ON search_entry USING gin (document)`);
    for (const s of sources(engine)) {
      await run(`CREATE FUNCTION search_${s.table}() RETURNS trigger AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN ${deleteOf(s, "OLD")}; END IF;
          IF TG_OP <> 'DELETE' THEN ${insertFrom(s, "NEW")}; END IF;
          RETURN NULL;
        END
        $$ LANGUAGE plpgsql`);
      await run(`CREATE TRIGGER search_${s.table} AFTER INSERT OR UPDATE OR DELETE ON ${s.table}
        FOR EACH ROW EXECUTE FUNCTION search_${s.table}()`);
    }
    await run(`CREATE FUNCTION search_user() RETURNS trigger AS $$
      BEGIN ${memberRefresh()} RETURN NULL; END
      $$ LANGUAGE plpgsql`);
    await run(`CREATE TRIGGER search_user AFTER UPDATE OF name, email ON "user"
      FOR EACH ROW EXECUTE FUNCTION search_user()`);
  }

  // What was written before this migration.
  for (const s of sources(engine)) await run(insertFrom(s, "t", `FROM ${s.table} t`));
}
