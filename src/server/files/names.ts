/**
 * File names. The name a user uploads is display data: it is cleaned of characters that cannot be
 * shown or stored (control characters, path separators) and kept to 255 bytes, but it never becomes
 * part of a storage key. Content types come from the extension, not from what the browser claims.
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

const byteLength = (s: string) => Buffer.byteLength(s, "utf8");

const typesByExtension: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  dot: "application/msword",
  dotx: "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
  rtf: "application/rtf",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  md: "text/markdown; charset=utf-8",
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  xml: "application/xml",
  json: "application/json",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  heic: "image/heic",
  zip: "application/zip",
  msg: "application/vnd.ms-outlook",
  eml: "message/rfc822",
  mp4: "video/mp4",
  mp3: "audio/mpeg",
};

/** Content type by extension; a browser-supplied type is used only for unknown extensions. */
export function contentTypeFor(name: string, claimed?: string): string {
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const known = ext ? typesByExtension[ext] : undefined;
  if (known) return known;
  if (claimed && /^[a-z]+\/[a-z0-9][a-z0-9!#$&^_.+-]{0,100}$/i.test(claimed) && !/html|xml|javascript/i.test(claimed)) {
    return claimed.toLowerCase();
  }
  return "application/octet-stream";
}

/** Types a browser may show in a tab without risk to our origin; everything else downloads. */
const inlineTypes = new Set([
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "text/plain; charset=utf-8",
]);

export function opensInline(contentType: string): boolean {
  return inlineTypes.has(contentType);
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const safe = safeFileName(name);
  const ascii =
    safe
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "_")
      .trim() || "bestand";
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
