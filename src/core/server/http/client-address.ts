/** The client's network address, for rate limits: the socket's, or our own proxy's word for it. */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The rightmost address is the one our proxy added; those left of it are the client's word.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
