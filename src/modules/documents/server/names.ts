/**
 * Content types of stored files: from the extension, not from what the browser claims. The names
 * themselves are cleaned by src/core/shared/file-names.ts; the download header is http/content-disposition.ts.
 */

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
