/**
 * 'Hoort bij normelement': link a document to HKZ elements (PUT /api/documents/:id/elements), or a
 * selection of documents at once (POST /api/documents/elements). Roles as for uploading, and the
 * billing lock; every change is in the activity log, one entry per document.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { notFound } from "@core/server/http/errors";
import { jsonBody } from "@core/server/http/validate";
import { assertMayEdit } from "@modules/billing/server";
import { bulkDocumentElementsSchema, setDocumentElementsSchema } from "../schemas";
import { categoryTitle } from "@norm/catalogue";
import { changeDocumentElements, type LinkChange } from "./element-links";
import { documentsMessages, linkDetail } from "./messages";

const fileId = z.uuid();

export function elementLinkRoutes({ db, config, activity }: Pick<AppDeps, "db" | "config" | "activity">) {
  const record = async (c: Context<AppEnv>, changed: LinkChange[]) => {
    for (const d of changed)
      await activity.recordFor(c, "document.linked", d.name, `${categoryTitle(d.category)}: ${linkDetail(d.elements)}`);
  };
  return new Hono<AppEnv>()
    .put("/:id/elements", jsonBody(setDocumentElementsSchema), async (c) => {
      const member = c.get("member");
      const parsed = fileId.safeParse(c.req.param("id"));
      if (!parsed.success) throw notFound(documentsMessages.notFound);
      await assertMayEdit(db, config, member, "documents.upload");
      const { elements } = await c.req.valid("json")();
      const changed = await changeDocumentElements(db, member, [parsed.data], { replace: elements });
      await record(c, changed);
      return c.json({ document: changed[0]! });
    })
    .post("/elements", jsonBody(bulkDocumentElementsSchema), async (c) => {
      const member = c.get("member");
      await assertMayEdit(db, config, member, "documents.upload");
      const { documentIds, add, remove } = await c.req.valid("json")();
      const changed = await changeDocumentElements(db, member, documentIds, { add, remove });
      await record(c, changed);
      return c.json({ documents: changed });
    });
}
