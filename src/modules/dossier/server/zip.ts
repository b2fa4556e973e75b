/**
 * The auditdossier as one ZIP: the dossier's PDF, every linked document in the folder of each
 * element it belongs to ('4.5 Klachten en meldingen/…'; a document linked to two elements is in
 * both), and an index (Inhoud.html). Written to the response as it is made: documents are read from
 * storage one at a time as streams, stored without compression, so memory stays flat. A document
 * whose bytes are missing is left out and marked in the index.
 */
import type { Readable } from "node:stream";
import type { Db } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import type { Logger } from "@core/server/logger";
import { createZipStream } from "@core/server/http/zip-stream";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage";
import { linkedDocumentFiles } from "@modules/documents/server";
import { renderPrintPdf, makeInTurn } from "@modules/handbook/server";
import { elementFolder } from "../model";
import { dossierText } from "../messages";
import { numberedName, safeFileName } from "@core/shared/file-names";
import { dossierIndexHtml, type IndexElement } from "./index-html";
import { loadDossier } from "./load";

/** A name not yet taken in its folder, also on case-insensitive file systems. */
function uniqueIn(taken: Set<string>, name: string): string {
  let n = 1;
  let unique = name;
  while (taken.has(unique.toLowerCase())) unique = numberedName(name, ++n);
  taken.add(unique.toLowerCase());
  return unique;
}

/**
 * Starts the ZIP of the member's organisation. The PDF is made first (so a failure there is an
 * ordinary error answer); then the ZIP is written as the client reads it.
 */
export async function startDossierZip(
  deps: { db: Db; storage: FileStorage; log: Logger },
  member: Member,
  now = new Date(),
): Promise<{ stream: Readable; fileName: string }> {
  const { db, storage, log } = deps;
  const dossier = await loadDossier(db, member, now);
  const pdf = await makeInTurn(() => renderPrintPdf(dossier.print));
  const stored = await linkedDocumentFiles(db, member.organisationId);
  const pdfPath = safeFileName(`${dossier.baseName}.pdf`);
  const zip = createZipStream();

  const open = async (key: string | undefined) => {
    if (!key) return null;
    try {
      return await storage.open(key);
    } catch (err) {
      if (!(err instanceof StoredBytesMissing)) throw err;
      log.warn(`Auditdossier: de bytes van een document ontbreken in de opslag (${key})`);
      return null;
    }
  };

  const write = async () => {
    zip.addBuffer(pdf, pdfPath, { compress: true, mtime: now });
    const index: IndexElement[] = [];
    for (const d of dossier.dossiers) {
      const folder = elementFolder(d);
      const taken = new Set<string>();
      const files: IndexElement["files"] = [];
      for (const doc of d.documents) {
        if (zip.gone) return;
        const opened = await open(stored.get(doc.id)?.storageKey);
        if (!opened) {
          files.push({ name: doc.name, path: null });
          continue;
        }
        if (zip.gone) {
          opened.stream.destroy();
          return;
        }
        const path = `${folder}/${uniqueIn(taken, safeFileName(doc.name))}`;
        await zip.addStream(opened.stream, path, {
          compress: false,
          size: opened.size,
          mtime: doc.uploadedAt ? new Date(doc.uploadedAt) : now,
        });
        files.push({ name: doc.name, path });
      }
      index.push({ dossier: d, files });
    }
    const html = dossierIndexHtml({
      title: [dossierText.title, dossier.print.organisation].filter(Boolean).join(" "),
      cover: dossier.print.coverLines,
      pdfPath,
      elements: index,
    });
    zip.addBuffer(Buffer.from(html), dossierText.indexFile, { compress: true, mtime: now });
  };

  zip.write(write, (err) => log.error("Auditdossier (ZIP) afgebroken", err));
  return { stream: zip.output, fileName: `${dossier.baseName}.zip` };
}
