/**
 * Direct access to the e2e server's database, for journeys that need a state no user action can
 * make quickly (a trial that ended, a membership an owner removed). Setup only: what the page
 * shows is always checked through the app.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { registerSearchWords } from "@core/server/db/search-words";

export const e2eDataDir = (port: number) => path.join(tmpdir(), `normwijs-e2e-${port}`);
/** Where e2e/server.ts writes every mail its SMTP server receives, one JSON file each. */
export const e2eMailDir = (port: number) => path.join(e2eDataDir(port), "mail");

/** The server's configuration (e2e/server.ts writes it), for a command run beside it. */
export const e2eEnvFile = (port: number) => path.join(e2eDataDir(port), "env.json");

/**
 * `npm run admin -- …` against the e2e server's database and SMTP server, as an operator runs it
 * beside a running server (the reminder job runs only when a journey asks). Answers its output.
 */
export function runAdmin(...args: string[]): string {
  const env = JSON.parse(readFileSync(e2eEnvFile(Number(process.env.E2E_PORT ?? 3100)), "utf8"));
  return execFileSync("npx", ["tsx", "src/server/admin.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

/** The mails received so far for `to` (newest last). */
export function mailsTo(to: string): { to: string[]; subject: string; text: string; html: string }[] {
  const dir = e2eMailDir(Number(process.env.E2E_PORT ?? 3100));
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")))
    .filter((m) => m.to.includes(to.toLowerCase()));
}

export function withE2eDatabase<T>(fn: (db: Database.Database) => T): T {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const db = new Database(path.join(e2eDataDir(port), "normwijs.sqlite"));
  db.pragma("busy_timeout = 5000");
  // The search index's triggers call this function of ours (a membership written here is indexed).
  registerSearchWords(db);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** What accepting an invitation does: the account leaves its own organisation and joins this one. */
export function moveIntoOrganisation(userId: string, organisationId: string, role: "owner" | "editor" | "reader") {
  withE2eDatabase((db) => {
    db.prepare("delete from membership where user_id = ?").run(userId);
    db.prepare("insert into membership (organisation_id, user_id, role, created_at) values (?, ?, ?, ?)").run(
      organisationId,
      userId,
      role,
      new Date().toISOString(),
    );
  });
}
