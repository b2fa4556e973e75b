/**
 * Reads and validates request input with zod. Invalid input becomes a 400 with the first Dutch
 * message, so a route body only ever sees data of the right shape.
 */
import type { Context } from "hono";
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
