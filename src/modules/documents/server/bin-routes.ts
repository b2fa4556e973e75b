/**
 * /api/documents/bin: the recycle bin of the caller's organisation. Everyone sees it; putting a
 * document back is for whoever may delete documents (an undo of their delete); removing one for
 * good, or emptying the bin, is for an Eigenaar and is never blocked by the billing lock.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { notFound } from "@core/server/http/errors";
import { queryOf } from "@core/server/http/validate";
import { assertAllowed } from "@core/server/http/permissions";
import { assertMayEdit } from "@modules/billing/server";
import { binQuerySchema } from "../schemas";
import { categoryTitle } from "@norm/catalogue";
import { listBin, purgeFromBin, restoreFromBin, type OnDocumentPurged } from "./bin";
import type { FileStorage } from "@core/server/storage";
import { documentsMessages } from "./messages";

const binId = z.uuid();

export function binRoutes({
  db,
  config,
  activity,
  storage,
  onDocumentPurged: onPurged,
}: Pick<AppDeps, "db" | "config" | "activity"> & { storage: FileStorage; onDocumentPurged: OnDocumentPurged }) {
  const idParam = (c: Context<AppEnv>) => {
    const parsed = binId.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(documentsMessages.notInBin);
    return parsed.data;
  };
  return new Hono<AppEnv>()
    .get("/", queryOf(binQuerySchema), async (c) => {
      const { category } = c.req.valid("query")();
      return c.json({ entries: await listBin(db, c.get("member"), category) });
    })
    .post("/:id/restore", async (c) => {
      const id = idParam(c);
      const member = c.get("member");
      await assertMayEdit(db, config, member, "documents.delete");
      const restored = await restoreFromBin(db, member, id);
      await activity.recordFor(c, "document.restored", restored.file.name, categoryTitle(restored.file.category));
      return c.json(restored);
    })
    .delete("/:id", async (c) => {
      const id = idParam(c);
      const member = c.get("member");
      assertAllowed(member, "documents.purge");
      const [name] = await purgeFromBin(db, storage, onPurged, member, id);
      await activity.recordFor(c, "document.purged", name);
      return c.body(null, 204);
    })
    .delete("/", async (c) => {
      const member = c.get("member");
      assertAllowed(member, "documents.purge");
      const names = await purgeFromBin(db, storage, onPurged, member);
      if (names.length > 0)
        await activity.recordFor(c, "document.purged", names.join(", "), documentsMessages.binEmptied);
      return c.json({ purged: names.length });
    });
}
