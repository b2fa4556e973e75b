/**
 * The one way the signed-in app calls our API: `client`, typed from the server's routes (hono/client
 * over `ApiType`, types only), so a changed route, input or answer fails the typecheck. Its errors
 * take the one error path of `fetch.ts` (typed codes, Dutch messages, the 30 s timeout), re-exported
 * here for the app's pages; the pages before sign-in import `fetch.ts` itself, without the client.
 */
import { hc } from "hono/client";
import type { ApiType } from "../../server/server";
import { answerOf, send, type Answer } from "./fetch";

export {
  ApiRequestError,
  authEndpoint,
  errorMessage,
  hasCode,
  onSessionRefusal,
  refusal,
  send,
  timing,
  type Answer,
} from "./fetch";

/**
 * hono/client puts path parameters into the URL as they are; ours may hold any character (a
 * value's name, a link's token), so every parameter is encoded here once.
 */
function encodingParams<T>(target: T): T {
  return new Proxy(target as object, {
    get: (t, key) => {
      const next = (t as Record<string | symbol, unknown>)[key];
      return typeof next === "function" ? encodingParams(next) : next;
    },
    apply: (t, self, [args, ...rest]: unknown[]) => {
      const param = (args as { param?: Record<string, string> } | undefined)?.param;
      const encoded = param && {
        ...(args as object),
        param: Object.fromEntries(Object.entries(param).map(([k, v]) => [k, encodeURIComponent(v)])),
      };
      return Reflect.apply(t as (...a: unknown[]) => unknown, self, [encoded ?? args, ...rest]);
    },
  }) as T;
}

const timed: typeof fetch = (input, init) => send(input, init);

/** The typed API: `client.documents.bin.$get()`, … (paths under /api). */
export const client = encodingParams(hc<ApiType>("/", { fetch: timed })).api;

/**
 * For a call that may rightly take long (a download, an export, an import): no timeout.
 * `client.handbook["export.pdf"].$get(undefined, untimed)`.
 */
export const untimed = { fetch: ((input, init) => send(input, init, null)) as typeof fetch };

/** The JSON answer of a call, typed from the route: `await json(client.organisation.$get())`. */
export async function json<R>(call: Promise<R>): Promise<Answer<R>> {
  return answerOf<Answer<R>>((await call) as Response);
}
/** A call whose answer carries nothing the page needs (a 204, or an answer it does not read). */
export async function done(call: Promise<unknown>): Promise<void> {
  await call;
}

/** A call's answer as a Response, for downloads: `(await call).blob()`. */
export const raw = async (call: Promise<unknown>): Promise<Response> => (await call) as Response;
