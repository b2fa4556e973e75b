/**
 * The auditor's own page calls /api/auditor-view with the link's token in the Authorization header
 * only: never in a URL, so it reaches no server log and no Referer. Kept apart from the owner's
 * calls so the auditor's page loads nothing of the signed-in app.
 */
import { ApiRequestError } from "@/lib/api";
import { saveBlob } from "@/lib/download";
import type { AuditorViewDto } from "../../../shared/auditor";
import { auditorText } from "./messages";

/** The auditor's token: the page's URL fragment (never sent to the server by the browser). */
export const tokenFromLocation = () => decodeURIComponent(window.location.hash.slice(1));

async function auditorFetch(path: string, token: string, signal?: AbortSignal): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, {
      headers: { authorization: `Bearer ${token}` },
      credentials: "omit",
      referrerPolicy: "no-referrer",
      signal,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError(0, "network", auditorText.network);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiRequestError(res.status, body?.code ?? `http_${res.status}`, body?.message ?? "", body);
  }
  return res;
}

export async function loadAuditorView(token: string, signal?: AbortSignal): Promise<AuditorViewDto> {
  return (await auditorFetch("/api/auditor-view", token, signal)).json() as Promise<AuditorViewDto>;
}

/**
 * Downloads a document with the token in the header and saves it under its own name. Fetched and
 * saved as a blob (documents are at most 50 MB) rather than followed as a link, because a link
 * would have to carry the token in its URL.
 */
export async function downloadAuditorDocument(token: string, id: string, name: string): Promise<void> {
  const res = await auditorFetch(`/api/auditor-view/documents/${encodeURIComponent(id)}`, token);
  saveBlob(await res.blob(), name);
}
