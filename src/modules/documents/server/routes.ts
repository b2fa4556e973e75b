/**
 * /api/documents: list a category, open or download a file, delete a file (to the recycle bin, whose
 * routes live under /api/documents/bin), and the tus upload endpoint under /api/documents/uploads. Runs
 * behind the session and organisation check of app.ts.
 */
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { ApiError, badRequest, notFound } from "@core/server/http/errors";
import { parseWith, queryOf } from "@core/server/http/validate";
import { streamingRequest } from "@core/server/http/body";
import { assertMayEdit } from "@modules/billing/server";
import { isTooBig, type StoredFileDto } from "../model";
import { uploadMessages } from "../messages";
import { fileCategorySchema, uploadMetadataSchema } from "../schemas";
import { categoryTitle } from "@norm/catalogue";
import { moveToBin, type OnDocumentPurged } from "./bin";
import { binRoutes } from "./bin-routes";
import { elementLinkRoutes } from "./element-routes";
import { createPendingFile, discardPendingFile, downloadName, findReadyFile, findUpload, listFiles } from "./files";
import { isExecutableName } from "../upload/rules";
import { uploadFileMessages } from "../upload/messages";
import { contentTypeFor, opensInline } from "./names";
import { displayName } from "@core/shared/file-names";
import { contentDisposition } from "@core/server/http/content-disposition";
import { StoredBytesMissing, type FileStorage } from "@core/server/storage";
import { storageKeyPattern } from "@core/server/storage/types";
import { uploadsPath, type UploadServer } from "./uploads";
import { withDocumentsRoom } from "@modules/quota/server";
import { documentsMessages } from "./messages";
import { httpMessages } from "@core/server/http/messages";

const listQuery = z.object({ category: fileCategorySchema });
const fileId = z.uuid({ error: documentsMessages.notFound });

export function documentRoutes(
  deps: AppDeps & { onDocumentPurged: OnDocumentPurged; storage: FileStorage; uploads: UploadServer },
) {
  const { db, config, activity, storage, uploads } = deps;

  /** The request that completes an upload puts it in the activity log (see UploadTarget). */
  const recordUpload = (c: Context<AppEnv>) => (file: StoredFileDto) =>
    activity.recordFor(c, "document.uploaded", file.name, categoryTitle(file.category));

  const idParam = (c: Context<AppEnv>) => {
    const parsed = fileId.safeParse(c.req.param("id"));
    if (!parsed.success) throw notFound(documentsMessages.notFound);
    return parsed.data;
  };

  return (
    new Hono<AppEnv>()
      .get("/", queryOf(listQuery), async (c) => {
        const { category } = c.req.valid("query")();
        return c.json({ files: await listFiles(db, c.get("member"), category) });
      })
      .route("/bin", binRoutes(deps))
      .route("/", elementLinkRoutes(deps))

      // tus: create an upload. Everything is checked before a byte is stored.
      .post("/uploads", async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "documents.upload");
        if (c.req.header("upload-defer-length") !== undefined || c.req.header("upload-concat") !== undefined) {
          throw badRequest(documentsMessages.sizeMissing);
        }
        const length = c.req.header("upload-length") ?? "";
        if (!/^\d{1,15}$/.test(length)) throw badRequest(documentsMessages.sizeMissing);
        const meta = parseWith(uploadMetadataSchema, parseTusMetadata(c.req.header("upload-metadata")));
        const size = Number(length);
        // The name as it is stored and downloaded: no invisible character hides the extension.
        if (isExecutableName(displayName(meta.filename))) {
          throw new ApiError(400, "file_is_program", uploadFileMessages.programs([displayName(meta.filename)]));
        }
        if (isTooBig(size)) {
          throw new ApiError(413, "file_too_large", uploadMessages.tooBig([displayName(meta.filename)]));
        }
        // The declared length is reserved at creation (the pending row counts) and tus never
        // stores more than it, so the stored bytes cannot go past the quota. The check and the
        // reservation are one step under the organisation's usage lock (quota/quota.ts).
        const { storageKey } = await withDocumentsRoom(db, config, member.organisationId, size, (tx) =>
          createPendingFile(tx, member, c.get("user"), {
            category: meta.category,
            filename: meta.filename,
            size,
            contentType: contentTypeFor(meta.filename, meta.filetype),
            elements: meta.elements,
          }),
        );
        const res = await uploads.handle(streamingRequest(c), {
          organisationId: member.organisationId,
          storageKey,
          onFinished: recordUpload(c),
        });
        if (res.status >= 300) {
          await storage.remove(storageKey).catch(() => undefined);
          await discardPendingFile(db, member.organisationId, storageKey);
        }
        return res;
      })

      // tus: resume (HEAD), continue (PATCH) or cancel (DELETE) an upload of this organisation.
      // Hono answers HEAD through the GET route, so GET is registered and refused unless it is HEAD.
      // tus is told the checked key; it never reads an id from the URL (see uploads.ts).
      .on(["GET", "PATCH", "DELETE"], "/uploads/:key", async (c) => {
        if (c.req.raw.method === "GET") throw notFound(httpMessages.routeNotFound);
        const member = c.get("member");
        const key = c.req.param("key");
        // tus clients use the Location we gave out verbatim: anything else (a query string, an
        // encoded character) is refused before the key is even looked up.
        const url = new URL(c.req.raw.url);
        const exact = storageKeyPattern.test(key) && url.search === "" && url.pathname === `${uploadsPath}/${key}`;
        const upload = exact ? await findUpload(db, member, key) : undefined;
        if (!upload) throw notFound(documentsMessages.uploadGone);
        if (c.req.raw.method !== "HEAD") await assertMayEdit(db, config, member, "documents.upload");
        const res = await uploads.handle(streamingRequest(c), {
          organisationId: member.organisationId,
          storageKey: upload.storage_key,
          onFinished: recordUpload(c),
        });
        if (c.req.method === "DELETE" && res.status === 204) {
          await storage.remove(upload.storage_key);
          await discardPendingFile(db, member.organisationId, upload.storage_key);
        }
        return res;
      })
      .options("/uploads/*", (c) => uploads.handle(c.req.raw))

      .get("/:id/content", async (c) => {
        const row = await findReadyFile(db, c.get("member").organisationId, idParam(c));
        let opened;
        try {
          opened = await storage.open(row.storage_key);
        } catch (err) {
          if (err instanceof StoredBytesMissing) {
            throw new ApiError(404, "file_missing", documentsMessages.bytesMissing);
          }
          throw err;
        }
        const inline = c.req.query("download") !== "1" && opensInline(row.content_type);
        await activity.recordFor(c, "document.downloaded", row.name, categoryTitle(row.category));
        return new Response(Readable.toWeb(opened.stream) as ReadableStream, {
          status: 200,
          headers: {
            "Content-Type": row.content_type,
            "Content-Length": String(opened.size),
            "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", downloadName(row)),
            "Cache-Control": "private, no-store",
          },
        });
      })

      .delete("/:id", async (c) => {
        const member = c.get("member");
        const id = idParam(c);
        await assertMayEdit(db, config, member, "documents.delete");
        // To the recycle bin ('Prullenbak'), where it can be put back for 30 days (bin.ts).
        const moved = await moveToBin(db, member, c.get("user"), id);
        await activity.recordFor(c, "document.deleted", moved.name, categoryTitle(moved.category));
        return c.body(null, 204);
      })
  );
}

/** tus Upload-Metadata: comma-separated `key base64value` pairs. Bad encoding is a Dutch 400. */
export function parseTusMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(",")) {
    const [key, value, ...rest] = pair.trim().split(" ");
    if (
      !key ||
      rest.length ||
      !/^[\w.-]+$/.test(key) ||
      (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    ) {
      throw badRequest(documentsMessages.metadataInvalid);
    }
    out[key] = value ? Buffer.from(value, "base64").toString("utf8") : "";
  }
  return out;
}
