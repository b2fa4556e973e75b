/**
 * Reads and validates request input with zod. Invalid input becomes a 400 with the first Dutch
 * message, so a route body only ever sees data of the right shape. Beyond its schema, no text in a
 * body and no part of an address holds a character the shared rule refuses (shared/text-rules.ts):
 * a route whose schema takes a value as it is cannot store one, on either engine.
 */
import type { Context, Env, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { badRequest } from "@core/server/http/errors";
import { readBody } from "@core/server/http/body";
import { httpMessages } from "@core/server/http/messages";
import { findUnsafeText, hasUnsafeChars } from "@core/shared/text-rules";
import { inputMessages } from "@core/shared/input";

/** allowEmpty: an empty (or blank) body reads as {}, for routes whose input is optional. */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text = (await readBody(c)).toString("utf8");
    body = allowEmpty && !text.trim() ? {} : JSON.parse(text);
  } catch {
    throw badRequest(httpMessages.unreadable);
  }
  const input = parseWith(schema, body);
  assertSafeJson(body);
  return input;
}

/** After the schema (whose messages say more): the rule for every text in parsed JSON, keys included. */
export function assertSafeJson(json: unknown): void {
  if (findUnsafeText(json) !== undefined) throw badRequest(inputMessages.controlChars);
}

// A control character percent-encoded: %00–%1F, %7F, and the C1 range as UTF-8 (%C2%80–%C2%9F).
// An unpaired surrogate has no UTF-8 form: its bytes do not decode, and the text stays as sent.
const encodedControl = /%(?:[01][0-9a-f]|7f)|%c2%[89][0-9a-f]/i;

/**
 * Refuses an address whose path or query holds a control character (a NUL in an id, a filter, a
 * token) before any route looks it up: a 400 on both engines, where PostgreSQL would fail the query.
 */
export const refuseUnsafeAddress: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const queryAt = url.indexOf("?");
  // A page's query is read in the browser (a prefilled action's label may hold a tab): there only the path counts.
  const checked = queryAt >= 0 && !c.req.path.startsWith("/api/") ? url.slice(0, queryAt) : url;
  if (encodedControl.test(checked)) throw badRequest(httpMessages.unsafeAddress);
  await next();
};

/** The cookies better-auth sets and reads (session token, signed session data, two-factor step), with or without __Secure-. */
const authCookie = /^(?:__Secure-)?better-auth\./;

/** A cookie value as the auth library reads it: percent-decoded, or as sent when that fails. */
function decodedCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Refuses an API request whose own cookies hold a control character, sent or percent-encoded (a NUL
 * in the session token), before better-auth or the guard looks the session up: a Dutch 400 on both
 * engines, where PostgreSQL would fail the query with a 500. Only the app's cookies count: another
 * site's cookie on the same domain is not read here, and must not lock anyone out.
 */
export const refuseUnsafeCookies: MiddlewareHandler = async (c, next) => {
  const header = c.req.header("cookie");
  if (header && c.req.path.startsWith("/api/")) {
    for (const part of header.split(";")) {
      const at = part.indexOf("=");
      const name = (at < 0 ? part : part.slice(0, at)).trim();
      if (!authCookie.test(name)) continue;
      const value = at < 0 ? "" : part.slice(at + 1);
      if (hasUnsafeChars(value.trim(), false) || hasUnsafeChars(decodedCookie(value.trim()), false))
        throw badRequest(httpMessages.unsafeCookie);
    }
  }
  await next();
};

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const first = result.error.issues[0];
    const message = first?.message ?? httpMessages.invalidInput;
    throw badRequest(
      message,
      result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  return result.data;
}

/**
 * Declares a route's JSON body for the web's typed client (`in.json`, from the schema) and hands the
 * route its reader: `await c.req.valid("json")()` reads and checks it exactly as readJson, at the
 * point the route asks, so checks that come first (permissions, rate limits, a link's token) still
 * come first and answer as before.
 */
export const jsonBody = <T extends z.ZodType>(schema: T, options: { allowEmpty?: boolean } = {}) =>
  createMiddleware<Env, string, { in: { json: z.input<T> }; out: { json: () => Promise<z.output<T>> } }>(
    async (c, next) => {
      c.req.addValidatedData("json", () => readJson(c, schema, options));
      await next();
    },
  );

/** The same for the query string: `c.req.valid("query")()` checks it as parseWith. */
export const queryOf = <T extends z.ZodType>(schema: T) =>
  createMiddleware<
    Env,
    string,
    { in: { query: { [K in keyof z.input<T>]: string } }; out: { query: () => z.output<T> } }
  >(async (c, next) => {
    c.req.addValidatedData("query", () => parseWith(schema, c.req.query()));
    await next();
  });
