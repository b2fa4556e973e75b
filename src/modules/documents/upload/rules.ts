/**
 * Which picked or dropped files a batch upload takes (Documenten, 'Map uploaden'): system files
 * (.DS_Store, Thumbs.db, desktop.ini, hidden files), temporary files (Word's lock file '~$…',
 * '.tmp') and empty files are skipped with a count of each; programs (.exe and the like) are refused
 * by name — on the server too, for every upload. A file in a subfolder keeps that folder in its
 * name ('Protocollen - Meldcode.pdf'), so a folder's structure is not lost.
 */

import { maxNameBytes } from "@core/shared/file-names";

export type SkipReason = "system" | "temporary" | "empty";

const systemNames = new Set(["ds_store", ".ds_store", "thumbs.db", "desktop.ini", "ehthumbs.db", "icon\r"]);

/** Extensions of programs and scripts that run when opened: never stored as a document. */
export const executableExtensions = [
  "exe",
  "msi",
  "msp",
  "bat",
  "cmd",
  "com",
  "scr",
  "pif",
  "cpl",
  "ps1",
  "vbs",
  "vbe",
  "wsf",
  "hta",
  "jar",
  "reg",
  "lnk",
  "app",
  "dmg",
  "pkg",
  "apk",
  "sh",
  "run",
  "bin",
  "dll",
] as const;
const executables = new Set<string>(executableExtensions);

const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/**
 * Whether a name ends in a program's extension. Trailing dots and spaces do not hide one: Windows
 * drops them, and so does the download name (shared/file-names.ts safeFileName).
 */
export function isExecutableName(name: string): boolean {
  const ext = baseName(name)
    .replace(/[\s.]+$/, "")
    .toLowerCase()
    .match(/\.([a-z0-9]+)$/)?.[1];
  return ext !== undefined && executables.has(ext);
}

/** Why a file is skipped, or undefined when it is taken. */
export function skipReasonOf(name: string, size: number): SkipReason | undefined {
  const base = baseName(name);
  const lower = base.toLowerCase();
  if (systemNames.has(lower) || base.startsWith(".")) return "system";
  if (base.startsWith("~$") || lower.endsWith(".tmp") || base.endsWith("~")) return "temporary";
  if (size === 0) return "empty";
  return undefined;
}

/**
 * The name a file in a picked or dropped folder is stored under: its subfolders (below the folder
 * chosen) before its own name, joined by ' - '. `relativePath` is 'Map/Sub/Bestand.pdf'. A name
 * must fit in 255 bytes (shared/file-names.ts): the outermost subfolders give way first, so the
 * file's own name and its nearest folder stay.
 */
export function nameInFolder(relativePath: string): string {
  const parts = relativePath.split("/").filter(Boolean);
  if (parts.length <= 2) return parts.at(-1) ?? relativePath;
  let folders = parts.slice(1, -1);
  const own = parts.at(-1)!;
  const joined = () => [...folders, own].join(" - ");
  while (folders.length > 0 && byteLength(joined()) > maxNameBytes) folders = folders.slice(1);
  return joined();
}

const encoder = new TextEncoder();
const byteLength = (s: string) => encoder.encode(s).length;

export type SortedFiles<F> = {
  taken: F[];
  skipped: Record<SkipReason, number>;
  /** Names of programs refused. */
  programs: string[];
};

/** Sorts a batch into what goes up, what is skipped (counted per reason) and the programs refused. */
export function sortUploadFiles<F extends { name: string; size: number }>(files: readonly F[]): SortedFiles<F> {
  const skipped: Record<SkipReason, number> = { system: 0, temporary: 0, empty: 0 };
  const taken: F[] = [];
  const programs: string[] = [];
  for (const file of files) {
    const reason = skipReasonOf(file.name, file.size);
    if (reason) skipped[reason]++;
    else if (isExecutableName(file.name)) programs.push(baseName(file.name));
    else taken.push(file);
  }
  return { taken, skipped, programs };
}
