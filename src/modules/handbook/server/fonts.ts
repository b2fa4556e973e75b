/**
 * The PDF renderer's fonts: Roboto from @fontsource/roboto (SIL Open Font Licence), so Dutch
 * diacritics show in every viewer, turned from WOFF into TrueType once per process.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { lazyRequire } from "@core/server/lazy-require";

/**
 * WOFF 1.0 to plain TrueType: the same tables, inflated once. fontkit reads WOFF too, but inflates
 * the glyph table again on every glyph lookup (most of an export's time); a TrueType buffer, made
 * once per process, avoids that.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: the sfnt version
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    t.tag.copy(header, record);
    header.writeUInt32BE(t.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(t.data.length, record + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

export type FontName = "regular" | "bold" | "italic";
let fontData: Record<FontName, Buffer> | undefined;
export function fonts(): Record<FontName, Buffer> {
  if (fontData) return fontData;
  const dir = path.join(path.dirname(lazyRequire.resolve("@fontsource/roboto/package.json")), "files");
  const load = (file: string) => woffToSfnt(readFileSync(path.join(dir, file)));
  fontData = {
    regular: load("roboto-latin-400-normal.woff"),
    bold: load("roboto-latin-500-normal.woff"),
    italic: load("roboto-latin-400-italic.woff"),
  };
  return fontData;
}
