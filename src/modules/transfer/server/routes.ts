/**
 * /api/transfer: the full export of the caller's organisation as one ZIP (every role, never blocked
 * by the billing lock, like the other exports) and its import into an empty organisation (owner
 * only; see import.ts).
 */
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { assertAllowed } from "@core/server/http/permissions";
import { contentDisposition } from "@core/server/http/content-disposition";
import type { FileStorage } from "@core/server/storage";
import type { LiveFeature } from "@modules/kms/server";
import { assertEditingAllowed } from "@modules/billing/server";
import { startExport } from "./export";
import { seesPersonnel } from "@modules/personnel/server";
import { triagesReports } from "@modules/reports/server";
import { streamWithExportClaim } from "@modules/handbook/server";
import { importZip } from "./import";
import { assertEmpty } from "./checks";
import { receiveZip, removeTemp } from "./zip-safety";
import { transferActivity } from "./messages";

export const importPath = "/api/transfer/import";

export function transferRoutes(deps: AppDeps & { storage: FileStorage; live: LiveFeature }) {
  const { db, config, storage, log, live, activity } = deps;
  return (
    new Hono<AppEnv>()
      .get("/export.zip", async (c) => {
        const member = c.get("member");
        assertAllowed(member, "transfer.export");
        // Medewerkers' records are personal data: only in the ZIP of one who keeps them.
        const personnel = await seesPersonnel(db, member.organisationId, c.get("user").id, member.role);
        // Reports go into the archive only for who may read them all (modules/reports/server/bulk.ts).
        const withReports = await triagesReports(db, member.organisationId, c.get("user").id, member.role);
        const { stream, fileName } = await streamWithExportClaim(member.organisationId, () =>
          startExport({ db, storage, log }, member, { personnel, withReports }),
        );
        try {
          await activity.recordFor(c, "export.zip", fileName);
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
      })
      // The body is the ZIP itself (application/zip), streamed to a temporary file.
      .post("/import", async (c) => {
        const member = c.get("member");
        assertAllowed(member, "transfer.import");
        // Importing writes values and documents: an edit, so the billing lock applies as it does to
        // editing (a new organisation is in its trial and may import).
        await assertEditingAllowed(db, config, member.organisationId);
        // Before the upload, so nobody sends gigabytes to hear that the organisation is not empty
        // (checked again when writing).
        await assertEmpty(db, member.organisationId);
        const { dir, file } = await receiveZip(c, config);
        try {
          const user = c.get("user");
          const { names, ...result } = await importZip({ db, config, storage, log }, member, user, file);
          for (const n of names) {
            await live.bus.publish({
              organisationId: member.organisationId,
              name: n.name,
              revision: n.revision,
              updatedBy: user.id,
              updatedByName: user.name,
              updatedAt: n.updatedAt,
            });
          }
          await activity.recordFor(c, "import.zip", null, transferActivity.imported(result));
          return c.json(result);
        } finally {
          await removeTemp(dir);
        }
      })
  );
}
