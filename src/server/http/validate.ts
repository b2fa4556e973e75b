/**
 * Reads and validates request input with zod. Invalid input becomes a 400 with the first Dutch
 * message, so a route body only ever sees data of the right shape.
 */
import type { Context, Env } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { badRequest } from "./errors";
import { readBody } from "./body";
import { httpMessages } from "./messages";

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
  return parseWith(schema, body);
}

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
