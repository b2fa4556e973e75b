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

/**
 * The unit a limit per address counts: an IPv4 address as it is, an IPv6 address by its /64
 * prefix. One household or one server gets a whole /64, so counting single IPv6 addresses would let
 * one of them pose as billions of clients; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressGroup(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  if (!plain.includes(":")) return plain;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = plain.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = plain.includes("::") ? (tail ? tail.split(":") : []) : [];
  // An embedded IPv4 tail counts as two groups; only the first four groups matter here.
  const missing = 8 - headParts.length - tailParts.length - (tailParts.at(-1)?.includes(".") ? 1 : 0);
  const groups = plain.includes("::")
    ? [...headParts, ...Array(Math.max(0, missing)).fill("0"), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
