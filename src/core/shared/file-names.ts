/**
 * File names. The name a user uploads is display data: it is cleaned of characters that cannot be
 * shown or stored (control characters, path separators) and kept to 255 bytes, but it never becomes
 * part of a storage key (server and web alike may clean names with these functions).
 */

export const maxNameBytes = 255;

/** C0/C1 control characters and the bidirectional formatting characters used to disguise names. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name as the user sees it: their own name, minus characters that cannot be displayed. */
export function displayName(raw: string): string {
  const cleaned = raw
    .normalize("NFC")
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(invisible, "")
    .replace(/\s+/g, " ")
    .trim();
  return truncateBytes(cleaned || "naamloos", maxNameBytes);
}

/**
 * The name used where a file system could see it (the download's file name): no path separators,
 * no characters Windows refuses, no '.' or '..' segments, no leading or trailing dots and spaces.
 */
export function safeFileName(name: string): string {
  const segments = displayName(name)
    .split(/[/\\]+/)
    .filter((s) => s !== "" && s !== "." && s !== "..");
  const joined = segments
    .join("_")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  return truncateBytes(joined || "bestand", maxNameBytes);
}

/** 'rapport.pdf' → 'rapport (2).pdf': the name a second upload of the same name gets. */
export function numberedName(name: string, n: number): string {
  if (n <= 1) return name;
  const { stem, ext } = splitExtension(name);
  const suffix = ` (${n})${ext}`;
  return truncateStem(stem, maxNameBytes - byteLength(suffix)) + suffix;
}

/** Cuts to at most `max` UTF-8 bytes without splitting a character, keeping a short extension. */
export function truncateBytes(name: string, max: number): string {
  if (byteLength(name) <= max) return name;
  const { stem, ext } = splitExtension(name);
  if (ext && byteLength(ext) < max / 2) return truncateStem(stem, max - byteLength(ext)) + ext;
  return truncateStem(name, max);
}

function truncateStem(stem: string, max: number): string {
  let out = "";
  for (const ch of stem) {
    if (byteLength(out + ch) > max) break;
    out += ch;
  }
  return out.trimEnd();
}

function splitExtension(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf(".");
  // A leading dot ('.env') or a long tail is not an extension.
  if (dot <= 0 || name.length - dot > 10) return { stem: name, ext: "" };
  return { stem: name.slice(0, dot), ext: name.slice(dot) };
}

const encoder = new TextEncoder();
const byteLength = (s: string) => encoder.encode(s).length;
