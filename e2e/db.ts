/**
 * Direct access to the e2e server's database, for journeys that need a state no user action can
 * make quickly (a trial that ended, a membership an owner removed). Setup only: what the page
 * shows is always checked through the app.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

export const e2eDataDir = (port: number) => path.join(tmpdir(), `normwijs-e2e-${port}`);

export function withE2eDatabase<T>(fn: (db: Database.Database) => T): T {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const db = new Database(path.join(e2eDataDir(port), "normwijs.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
