import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * PostgreSQL only: a notice on channel normwijs_guard whenever a row changes that the session
 * guard's read depends on (auth/guard-cache.ts keeps that read between requests). The payload
 * names whose verdicts to forget: `user:<id>` or `organisation:<id>`. A notice is sent at
 * commit, and only then, so it never announces a change that was rolled back. SQLite keeps
 * nothing (one process, and its read costs no round trip), so it needs no notices.
 *
 * The SQL here is frozen with the migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  const run = (text: string) => sql.raw(text).execute(db);
  const notify = (payload: string) => `PERFORM pg_notify('normwijs_guard', ${payload});`;

  // A session that ends, is extended or changes hands; its chosen organisation.
  await run(`CREATE FUNCTION guard_notice_session() RETURNS trigger AS $$
    BEGIN ${notify(`'user:' || OLD."userId"`)} RETURN NULL; END $$ LANGUAGE plpgsql`);
  await run(`CREATE TRIGGER guard_notice AFTER UPDATE OR DELETE ON "session"
    FOR EACH ROW EXECUTE FUNCTION guard_notice_session()`);

  // Name, e-mail address, two-factor sign-in, verification; a deleted user.
  await run(`CREATE FUNCTION guard_notice_user() RETURNS trigger AS $$
    BEGIN ${notify(`'user:' || OLD.id`)} RETURN NULL; END $$ LANGUAGE plpgsql`);
  await run(`CREATE TRIGGER guard_notice AFTER UPDATE OR DELETE ON "user"
    FOR EACH ROW EXECUTE FUNCTION guard_notice_user()`);

  // A membership added (it may become the one a session works in), removed, or its role changed.
  await run(`CREATE FUNCTION guard_notice_membership() RETURNS trigger AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN ${notify(`'user:' || OLD.user_id`)} END IF;
      IF TG_OP <> 'DELETE' THEN ${notify(`'user:' || NEW.user_id`)} END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  await run(`CREATE TRIGGER guard_notice AFTER INSERT OR UPDATE OR DELETE ON membership
    FOR EACH ROW EXECUTE FUNCTION guard_notice_membership()`);

  // The organisation a session chose (organisation switch).
  await run(`CREATE FUNCTION guard_notice_session_organisation() RETURNS trigger AS $$
    DECLARE
      changed_token text := CASE WHEN TG_OP = 'DELETE' THEN OLD.session_token ELSE NEW.session_token END;
      session_owner text := (SELECT "userId" FROM "session" WHERE "session".token = changed_token);
    BEGIN
      IF session_owner IS NULL THEN ${notify(`'*'`)} ELSE ${notify(`'user:' || session_owner`)} END IF;
      IF TG_OP = 'UPDATE' AND OLD.session_token <> NEW.session_token THEN ${notify(`'*'`)} END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  await run(`CREATE TRIGGER guard_notice AFTER INSERT OR UPDATE OR DELETE ON session_organisation
    FOR EACH ROW EXECUTE FUNCTION guard_notice_session_organisation()`);

  // Two-factor sign-in required of every member.
  await run(`CREATE FUNCTION guard_notice_organisation() RETURNS trigger AS $$
    BEGIN ${notify(`'organisation:' || OLD.id`)} RETURN NULL; END $$ LANGUAGE plpgsql`);
  await run(`CREATE TRIGGER guard_notice AFTER UPDATE OF two_factor_required OR DELETE ON organisation
    FOR EACH ROW EXECUTE FUNCTION guard_notice_organisation()`);
}
