/** The handbook's API calls: the model for the view, and the exports as downloads. */
import { apiQuery } from "@core/web/api-query";
import { ApiRequestError, client, raw, untimed, type Answer } from "@/lib/api";
import { fileNameOf, saveBlob, saveResponse } from "@/lib/download";
import { sendFile } from "@/lib/send-file";
import { handbookMessages } from "./messages";

// Always the newest texts when the page opens.
export const handbookQuery = apiQuery(client.handbook, undefined, { staleTime: 0 });

export type ExportFormat = "pdf" | "docx";

/**
 * Fetches an export and saves it under the server's file name. Fetched rather than followed as a
 * link, so the page can show progress while the server generates and a Dutch message when it fails.
 */
export async function downloadHandbook(format: ExportFormat): Promise<string> {
  // Making a long handbook may rightly take long: no timeout.
  const res = await raw(client.handbook[`export.${format}`].$get(undefined, untimed));
  const blob = await res.blob();
  const name = fileNameOf(res) ?? `Kwaliteitshandboek.${format}`;
  saveBlob(blob, name);
  return name;
}

/**
 * The full export (ZIP). The server sends it as it makes it; `onProgress` hears the bytes received
 * so far. The browser keeps a large download in its own blob storage (on disk when needed).
 */
export async function downloadAll(onProgress: (bytes: number) => void): Promise<string> {
  const res = await raw(client.transfer["export.zip"].$get(undefined, untimed));
  const interrupted = () => new ApiRequestError(0, "network", handbookMessages.zipInterrupted);
  return saveResponse(res, "Normwijs-export.zip", interrupted, onProgress);
}

const importPath = client.transfer.import.$path();

/**
 * Sends an export (ZIP) to be restored into this organisation, with upload
 * progress (`onProgress` hears the fraction sent, 0–1).
 */
type ImportResult = Answer<Awaited<ReturnType<typeof client.transfer.import.$post>>>;

export async function importAll(file: File, onProgress: (fraction: number) => void): Promise<ImportResult> {
  const body = await sendFile<ImportResult>(importPath, file, "application/zip", onProgress);
  return {
    values: body.values,
    documents: body.documents,
    actions: body.actions ?? 0,
    audits: body.audits ?? 0,
    surveyResponses: body.surveyResponses ?? 0,
    reviews: body.reviews ?? 0,
    questions: body.questions ?? 0,
    readingItems: body.readingItems ?? 0,
    approvals: body.approvals ?? 0,
    people: body.people ?? 0,
    reports: body.reports ?? 0,
  };
}
