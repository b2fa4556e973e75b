/**
 * Every numbered migration, by name (its file name), in number order: a new migration is a new
 * file in migrations/ and nothing else. Read from the folder here (tsx, vitest). The server bundle
 * has no folder to read: scripts/build.mjs puts a static import of each file in this module's place
 * (`migrationListPlugin`), the same files in the same order.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Migration } from "kysely";

/** A migration's file: four digits, an underscore, a name; tests beside them are not migrations. */
const migrationFile = /^(\d{4}_[a-z0-9_]+)\.ts$/;

const folder = path.join(import.meta.dirname, "migrations");
const names = readdirSync(folder)
  .map((file) => migrationFile.exec(file)?.[1])
  .filter((name): name is string => name !== undefined)
  .sort();

export const migrations: Record<string, Migration> = Object.fromEntries(
  await Promise.all(
    names.map(async (name) => [name, (await import(pathToFileURL(path.join(folder, `${name}.ts`)).href)) as Migration]),
  ),
);
