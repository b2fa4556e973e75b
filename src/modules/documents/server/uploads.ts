/**
 * The tus endpoint (/api/documents/uploads). Our route checks the member, validates the metadata and
 * records the upload before @tus/server sees the request; tus then only moves bytes into storage
 * under the storage key we generated. When the last byte arrives the file becomes visible.
 *
 * tus serialises the requests for one upload with a lock that several instances share
 * (upload-lock.ts): a client may retry on another instance while its first request still runs.
 */
import type { Server, Upload } from "@tus/server";
import { lazyRequire } from "@core/server/lazy-require";
import type { Db } from "@core/server/db";
import type { Logger } from "@core/server/logger";
import { ApiError } from "@core/server/http/errors";
import type { ErrorCode } from "@core/shared/errors";
import { limits } from "@core/shared/limits";
import type { StoredFileDto } from "../model";
import { finishUpload } from "./files";
import type { FileStorage } from "@core/server/storage";
import { documentsMessages } from "./messages";
import { createUploadLocker } from "./upload-lock";

export const uploadsPath = "/api/documents/uploads";

/**
 * The upload a request may touch: checked by our route against the member's organisation.
 * `onFinished` hears the new document when this request completes the upload.
 */
export type UploadTarget = {
  organisationId: string;
  storageKey: string;
  onFinished?: (file: StoredFileDto) => Promise<void>;
};

export type UploadServer = {
  /**
   * Hands a request to tus for exactly `target.storageKey`: creation names the new upload after it,
   * and HEAD/PATCH/DELETE act on it whatever the URL (query string, encoded slashes) says.
   * Without a target (OPTIONS only) no upload can be reached.
   */
  handle(req: Request, target?: UploadTarget): Promise<Response>;
};

const errorJson = (code: ErrorCode, message: string) => JSON.stringify({ code, message });

/** `sharedDatabase`: several instances may use this database (PostgreSQL), so uploads lock in it. */
export function createUploadServer(db: Db, storage: FileStorage, log: Logger, sharedDatabase = false): UploadServer {
  // tus asks for the upload id through namingFunction(req) (creation) and getFileIdFromRequest(req)
  // (everything else). Both answer with the key our route checked, never with a part of the URL.
  const targets = new WeakMap<Request, UploadTarget>();

  // @tus/server is loaded with the first upload request, not at start-up (idle memory).
  const createTus = (): Server => {
    const { Server: TusServer } = lazyRequire("@tus/server") as typeof import("@tus/server");
    return new TusServer({
      path: uploadsPath,
      datastore: storage.uploads,
      locker: createUploadLocker(sharedDatabase ? db : undefined),
      relativeLocation: true,
      maxSize: limits.fileMaxBytes,
      disableTerminationForFinishedUploads: true,
      namingFunction: (req) => {
        const key = targets.get(req)?.storageKey;
        if (!key)
          throw {
            status_code: 400,
            body: errorJson("invalid_upload", documentsMessages.uploadFailed),
          };
        return key;
      },
      getFileIdFromRequest: (req) => targets.get(req)?.storageKey,
      async onUploadFinish(req, upload: Upload) {
        try {
          const target = targets.get(req);
          if (!target || target.storageKey !== upload.id) {
            throw new ApiError(404, "upload_gone", documentsMessages.uploadGone);
          }
          // tus allows a body on the final response; the browser uses it to highlight the new file.
          // A creation that carried the whole file (a small file, sent with its POST) stays 201:
          // tus gives only a 201 its Location, which the client needs.
          const file = await finishUpload(db, target.organisationId, upload.id);
          await target.onFinished?.(file);
          return {
            status_code: req.method === "POST" ? 201 : 200,
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ file }),
          };
        } catch (err) {
          if (err instanceof ApiError) throw { status_code: err.status, body: errorJson(err.code, err.message) };
          throw err;
        }
      },
      onResponseError(_req, err) {
        // A chunked body that runs past Upload-Length fails inside tus's stream limiter with an Error
        // that carries its 413: not a server fault. The limiter stops writing at the declared length.
        if (isTooManyBytes(err)) return { status_code: 413, body: errorJson("too_many_bytes", dutchTusMessage(413)) };
        if (err instanceof Error || !("status_code" in err)) {
          log.error("Upload mislukt", err);
          return {
            status_code: 500,
            body: errorJson("upload_failed", documentsMessages.saveFailed),
          };
        }
        if (err.body.startsWith("{")) return err;
        return {
          status_code: err.status_code,
          body: errorJson(tusErrorCode(err.status_code), dutchTusMessage(err.status_code)),
        };
      },
    });
  };
  let tus: Server | undefined;

  return {
    async handle(req, target) {
      if (target) targets.set(req, target);
      tus ??= createTus();
      return asDutchJsonError(await tus.handleWeb(req));
    },
  };
}

function isTooManyBytes(err: unknown): boolean {
  return err instanceof Error && (err as { status_code?: unknown }).status_code === 413;
}

/**
 * tus writes some refusals itself, past onResponseError (412 "Tus-Resumable Required",
 * 400 "Invalid … header", 404 "Not found"). Every error answer leaves here as our Dutch JSON.
 */
export async function asDutchJsonError(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const text = await res.text();
  const body = isErrorJson(text) ? text : errorJson(tusErrorCode(res.status), dutchTusMessage(res.status));
  const headers = new Headers(res.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Length", String(Buffer.byteLength(body, "utf8")));
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

function isErrorJson(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as unknown;
    return (
      typeof parsed === "object" &&
      parsed !== null &&
      typeof (parsed as { code?: unknown }).code === "string" &&
      typeof (parsed as { message?: unknown }).message === "string"
    );
  } catch {
    return false;
  }
}

function tusErrorCode(status: number): ErrorCode {
  switch (status) {
    case 404:
    case 410:
      return "upload_gone";
    case 409:
      return "upload_offset_mismatch";
    case 423:
      return "upload_busy";
    case 412:
      return "unsupported_tus_version";
    case 413:
      return "too_many_bytes";
    case 400:
    case 403:
      return "invalid_upload";
    default:
      return "upload_failed";
  }
}

function dutchTusMessage(status: number): string {
  switch (status) {
    case 404:
    case 410:
      return documentsMessages.uploadGone;
    case 409:
      return documentsMessages.outOfOrder;
    case 423:
      return documentsMessages.uploadBusy;
    case 412:
      return documentsMessages.unknownProtocol;
    case 413:
      // Our route refuses a file that is too large before tus sees it; tus's own 413 means a
      // request sent more bytes than the file was said to be.
      return documentsMessages.tooManyBytes;
    case 400:
    case 403:
      return documentsMessages.uploadFailed;
    default:
      return documentsMessages.saveFailed;
  }
}
