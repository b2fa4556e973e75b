/**
 * /api/handbook-import: 'Handboek importeren'. POST /upload takes one .docx as the request body
 * (its name in ?name=), streamed to a temporary file, read safely (read-docx.ts) and kept as a
 * draft (drafts.ts); the answer is the preview. GET /:id shows the preview again (a page of its
 * chapters), GET /:id/parts a page of one chapter's parts; POST /:id/import writes the confirmed
 * choices (import.ts). Eigenaar and Bewerker only, under the billing lock,
 * like every edit of the quality system.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import { jsonBody, parseWith, queryOf } from "@core/server/http/validate";
import { assertMayEdit } from "@modules/billing/server";
import type { FileStorage } from "@core/server/storage";
import type { LiveFeature } from "@modules/kms/server";
import { receiveUpload, removeTemp } from "@modules/transfer/server";
import { displayName } from "@core/shared/file-names";
import { formatBytes } from "@modules/documents/model";
import { safeId, safeLine } from "@core/shared/input";
import { handbookImportMessages as t } from "../messages";
import { importChoicesSchema, maxHandbookBytes, previewPageSchema, chapterPartsSchema } from "../model";
import { parseDocx } from "./parse-docx";
import { assertDraftRoom, createDraft } from "./drafts";
import { enforceRateLimit } from "@core/server/http/rate-limit";
import { chapterParts, importDraft, previewDraft } from "./import";
import { handbookImportActivity } from "../messages";

export const handbookUploadPath = "/api/handbook-import/upload";

const uploadQuery = z.object({ name: safeLine().min(1).max(1000) });

/** By its name first: a .docm or .doc is refused before a byte is sent. */
function assertDocxName(name: string) {
  if (/\.docm$/i.test(name)) throw new ApiError(400, "macros", t.macros);
  if (/\.doc$/i.test(name)) throw new ApiError(400, "old_doc", t.oldDoc);
  if (!/\.docx$/i.test(name)) throw new ApiError(400, "not_docx", t.notDocx);
}

export function handbookImportRoutes(deps: AppDeps & { storage: FileStorage; live: LiveFeature }) {
  const { db, config, storage, live, activity } = deps;
  const mayEdit = (c: { get(k: "member"): AppEnv["Variables"]["member"] }) =>
    assertMayEdit(db, config, c.get("member"), "kms.edit");
  return new Hono<AppEnv>()
    .post("/upload", queryOf(uploadQuery), async (c) => {
      await mayEdit(c);
      const fileName = displayName(c.req.valid("query")().name);
      assertDocxName(fileName);
      const member = c.get("member");
      const user = c.get("user");
      // Per person: each upload keeps a file for a day and takes a parse in the worker.
      await enforceRateLimit(c, db, `handbook-upload:${user.id}`, config.HANDBOOK_UPLOADS_PER_HOUR, 3_600_000, {
        refusal: () => new ApiError(429, "rate_limited", t.tooManyUploads),
      });
      const declared = Number(c.req.header("content-length") ?? 0);
      if (Number.isSafeInteger(declared) && declared > 0)
        await assertDraftRoom({ db, config }, member, user, Math.min(declared, maxHandbookBytes));
      const { dir, file, size } = await receiveUpload(c, config, {
        max: maxHandbookBytes,
        prefix: "handbook-",
        fileName: "upload.docx",
        tooLarge: () => new ApiError(413, "too_large", t.tooLarge(formatBytes(maxHandbookBytes))),
        noFile: () => new ApiError(400, "no_file", t.emptyFile),
      });
      try {
        await assertDraftRoom({ db, config }, member, user, size);
        const parsed = await parseDocx(config, file);
        const id = await createDraft({ db, storage, config }, member, user, { file, size, fileName, parsed });
        return c.json(await previewDraft(db, member, user, id));
      } finally {
        await removeTemp(dir);
      }
    })
    .get("/:id", queryOf(previewPageSchema), async (c) => {
      const id = parseWith(safeId(t.gone), c.req.param("id"));
      const { chapters } = c.req.valid("query")();
      return c.json(await previewDraft(db, c.get("member"), c.get("user"), id, chapters));
    })
    .get("/:id/parts", queryOf(chapterPartsSchema), async (c) => {
      const id = parseWith(safeId(t.gone), c.req.param("id"));
      const { chapter, page } = c.req.valid("query")();
      return c.json(await chapterParts(db, c.get("member"), c.get("user"), id, chapter, page));
    })
    .post("/:id/import", jsonBody(importChoicesSchema), async (c) => {
      const id = parseWith(safeId(t.gone), c.req.param("id"));
      const choices = await c.req.valid("json")();
      await mayEdit(c);
      const member = c.get("member");
      const user = c.get("user");
      const { written, ...summary } = await importDraft({ db, config, storage }, member, user, id, choices);
      for (const w of written) {
        await live.bus.publish({
          organisationId: member.organisationId,
          name: w.name,
          revision: w.revision,
          updatedBy: user.id,
          updatedByName: user.name,
          updatedAt: w.updatedAt,
        });
      }
      await activity.recordFor(
        c,
        "import.docx",
        summary.documentName,
        handbookImportActivity.filled(summary.filled.length),
      );
      return c.json(summary);
    });
}
