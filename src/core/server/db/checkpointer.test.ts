/**
 * WAL checkpoints in a worker thread: committed writes reach the database file itself without the
 * writing connection ever checkpointing, and a worker that cannot run hands the job back.
 */
import SQLite from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startCheckpointer } from "@core/server/db/checkpointer";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function openWal() {
  const dir = mkdtempSync(path.join(tmpdir(), "normwijs-ckpt-"));
  dirs.push(dir);
  const file = path.join(dir, "db.sqlite");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.exec("CREATE TABLE note (text TEXT NOT NULL)");
  return { dir, file, sqlite };
}

/** Rows in the database file alone, as a copy without its write-ahead log would show them. */
function rowsInMainFile(dir: string, file: string): number {
  const copy = path.join(dir, `copy-${Math.random()}.sqlite`);
  copyFileSync(file, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM note").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe("WAL checkpointer", () => {
  it("moves committed writes into the database file while the writing connection never checkpoints", async () => {
    const { dir, file, sqlite } = openWal();
    const checkpointer = startCheckpointer(sqlite, file, undefined, 50);
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    const insert = sqlite.prepare("INSERT INTO note (text) VALUES (?)");
    for (let i = 0; i < 2000; i++) insert.run(`Notitie ${i} `.repeat(20));

    await vi.waitFor(() => expect(rowsInMainFile(dir, file)).toBe(2000), { timeout: 5000, interval: 50 });
    await checkpointer.stop();
    sqlite.close();
  });

  it("lets the connection checkpoint itself again, with a warning, when the worker cannot run", async () => {
    const { dir, sqlite } = openWal();
    const warn = vi.fn();
    // The worker opens the file by name and must find it; a missing file makes it fail at start.
    startCheckpointer(sqlite, path.join(dir, "elders.sqlite"), { warn }, 50);
    await vi.waitFor(() => expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1000), {
      timeout: 5000,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("WAL-checkpoints weer in de hoofdthread"));
    sqlite.close();
  });
});

describe("WAL checkpointer, lazy", () => {
  it("starts no worker until the connection writes after settle(), then checkpoints as before", async () => {
    const { dir, file, sqlite } = openWal();
    const insert = sqlite.prepare("INSERT INTO note (text) VALUES (?)");
    const checkpointer = startCheckpointer(sqlite, file, undefined, 50, { lazy: true });
    insert.run("tijdens het starten");
    checkpointer.settle();
    expect(rowsInMainFile(dir, file)).toBe(1);
    for (let i = 0; i < 500; i++) insert.run(`Notitie ${i} `.repeat(20));
    await vi.waitFor(() => expect(rowsInMainFile(dir, file)).toBe(501), { timeout: 5000, interval: 50 });
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    await checkpointer.stop();
    sqlite.close();
  });
});
