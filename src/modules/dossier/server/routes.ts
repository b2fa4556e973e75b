/**
 * /api/dossier: 'Auditdossier maken'. export.pdf is the whole dossier as one PDF (the handbook's
 * renderer and queue); export.zip the PDF with the linked documents in a folder per element and an
 * index, written to the response as it is made. Every role may make it, never blocked by the
 * billing lock, as the handbook export; each reads only the caller's organisation.
 */
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { contentDisposition } from "@core/server/http/content-disposition";
import { renderPrintPdf, makeInTurn, streamWithExportClaim, withExportClaim } from "@modules/handbook/server";
import type { FileStorage } from "@core/server/storage";
import { loadDossier } from "./load";
import { startDossierZip } from "./zip";

export function dossierRoutes({
  db,
  log,
  storage,
  activity,
}: Pick<AppDeps, "db" | "log" | "activity"> & { storage: FileStorage }) {
  return new Hono<AppEnv>()
    .get("/export.pdf", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "transfer.export");
      const { baseName, bytes } = await withExportClaim(member.organisationId, async () => {
        const { print, baseName } = await loadDossier(db, member);
        return { baseName, bytes: await makeInTurn(() => renderPrintPdf(print)) };
      });
      await activity.recordFor(c, "export.dossier", null, "PDF");
      return c.body(new Uint8Array(bytes), 200, {
        "content-type": "application/pdf",
        "content-disposition": contentDisposition("attachment", `${baseName}.pdf`),
        "cache-control": "private, no-store",
      });
    })
    .get("/export.zip", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "transfer.export");
      const { stream, fileName } = await streamWithExportClaim(member.organisationId, () =>
        startDossierZip({ db, storage, log }, member),
      );
      try {
        await activity.recordFor(c, "export.dossier", null, "ZIP");
      } catch (err) {
        // Not sent after all: the stream goes, and with it the organisation's claim.
        stream.destroy();
        throw err;
      }
      return new Response(Readable.toWeb(stream) as ReadableStream, {
        status: 200,
        headers: {
          "Content-Type": "application/zip",
          "Content-Disposition": contentDisposition("attachment", fileName),
          "Cache-Control": "private, no-store",
          // Sent as it is made: a proxy must pass it on rather than collect it first.
          "X-Accel-Buffering": "no",
        },
      });
    });
}
