/**
 * The auditor's own page calls /api/auditor-view with the link's token in the Authorization header
 * only: never in a URL, so it reaches no server log and no Referer; and without the session cookie.
 */
import { client, json, raw, untimed } from "@/lib/api";
import { saveBlob } from "@/lib/download";
import type { AskQuestionInput } from "../../schemas";

/** The auditor's token: the page's URL fragment (never sent to the server by the browser). */
export const tokenFromLocation = () => decodeURIComponent(window.location.hash.slice(1));

const withToken = (token: string, signal?: AbortSignal) => ({
  headers: { authorization: `Bearer ${token}` },
  init: { credentials: "omit", referrerPolicy: "no-referrer", signal } satisfies RequestInit,
});

export const loadAuditorView = (token: string, signal?: AbortSignal) =>
  json(client["auditor-view"].$get(undefined, withToken(token, signal)));

/**
 * Downloads a document with the token in the header and saves it under its own name. Fetched and
 * saved as a blob (documents are at most 50 MB) rather than followed as a link, because a link
 * would have to carry the token in its URL. A large file may rightly take long: no timeout.
 */
export async function downloadAuditorDocument(token: string, id: string, name: string): Promise<void> {
  const res = await raw(
    client["auditor-view"].documents[":id"].$get({ param: { id } }, { ...withToken(token), ...untimed }),
  );
  saveBlob(await res.blob(), name);
}

/** One element's dossier through the link. */
export const loadAuditorElement = (token: string, number: string) =>
  json(client["auditor-view"].elements[":number"].$get({ param: { number } }, withToken(token))).then((r) => r.dossier);

/** A document through the element it is linked to (only linked documents are served that way). */
export async function downloadElementDocument(token: string, number: string, id: string, name: string) {
  const res = await raw(
    client["auditor-view"].elements[":number"].documents[":id"].$get(
      { param: { number, id } },
      { ...withToken(token), ...untimed },
    ),
  );
  saveBlob(await res.blob(), name);
}

/** The auditor's one write: a question about an element. */
export const askAuditorQuestion = (token: string, input: AskQuestionInput) =>
  json(client["auditor-view"].questions.$post({ json: input }, withToken(token))).then((r) => r.question);
