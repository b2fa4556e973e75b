import type { z } from "zod";

/**
 * A schema's check that answers failure, never throws: zod copies every issue of an array onto
 * one call stack, so an array of some hundred thousand wrong items overflows it (a RangeError, once
 * a 500). Such a file is simply not an export.
 */
export function safeShape<S extends z.ZodType>(
  schema: S,
  json: unknown,
): { success: true; data: z.infer<S> } | { success: false } {
  try {
    const parsed = schema.safeParse(json);
    return parsed.success ? { success: true, data: parsed.data } : { success: false };
  } catch (err) {
    if (err instanceof RangeError) return { success: false };
    throw err;
  }
}
