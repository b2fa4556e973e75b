/**
 * The tus endpoint (/api/files/uploads). Our route checks the member, validates the metadata and
 * records the upload before @tus/server sees the request; tus then only moves bytes into storage
 * under the storage key we generated. When the last byte arrives the file becomes visible.
 */
import { Server, type Upload } from "@tus/server";
import type { Db } from "../db";
import type { Logger } from "../logger";
import { ApiError } from "../http/errors";
import { limits } from "../../shared/limits";
import { uploadMessages } from "../../shared/files";
import { finishUpload } from "./files";
import type { FileStorage } from "./storage";

export const uploadsPath = "/api/files/uploads";

export type UploadServer = {
  /** Hands a request to tus; for a creation request, `storageKey` is the key to create it under. */
  handle(req: Request, storageKey?: string): Promise<Response>;
};

const errorJson = (code: string, message: string) => JSON.stringify({ code, message });

export function createUploadServer(db: Db, storage: FileStorage, log: Logger): UploadServer {
  // tus asks for the new upload's id through namingFunction(req); we decided it before.
  const keyFor = new WeakMap<Request, string>();

  const tus = new Server({
    path: uploadsPath,
    datastore: storage.uploads,
    relativeLocation: true,
    maxSize: limits.fileMaxBytes,
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => {
      const key = keyFor.get(req as unknown as Request);
      if (!key) throw { status_code: 400, body: errorJson("invalid_upload", "Ongeldige uploadaanvraag.") };
      return key;
    },
    async onUploadFinish(_req, upload: Upload) {
      try {
        // tus allows a body on the final response; the browser uses it to highlight the new file.
        const file = await finishUpload(db, upload.id);
        return { status_code: 200, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ file }) };
      } catch (err) {
        if (err instanceof ApiError) throw { status_code: err.status, body: errorJson(err.code, err.message) };
        throw err;
      }
    },
    onResponseError(_req, err) {
      if (err instanceof Error || !("status_code" in err)) {
        log.error("Upload mislukt", err);
        return { status_code: 500, body: errorJson("upload_failed", "Het bestand kon niet worden opgeslagen. Probeer het opnieuw.") };
      }
      if (err.body.startsWith("{")) return err;
      return { status_code: err.status_code, body: errorJson("upload_failed", dutchTusMessage(err.status_code)) };
    },
  });

  return {
    handle(req, storageKey) {
      if (storageKey) keyFor.set(req, storageKey);
      return tus.handleWeb(req);
    },
  };
}

function dutchTusMessage(status: number): string {
  switch (status) {
    case 404:
    case 410:
      return "Deze upload bestaat niet meer.";
    case 409:
      return "De upload liep niet gelijk met de server; hij wordt opnieuw hervat.";
    case 412:
      return "Deze uploadversie wordt niet ondersteund.";
    case 413:
      return uploadMessages.tooBig([]).replace(/: $/, ".");
    case 400:
    case 403:
      return "Ongeldige uploadaanvraag.";
    default:
      return "Het bestand kon niet worden opgeslagen. Probeer het opnieuw.";
  }
}
