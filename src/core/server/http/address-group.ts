/**
 * The group of addresses one client controls, for rate limits. An IPv6 user usually gets a whole
 * /64 (2^64 addresses), so counting per address would let one home connection look like endless
 * clients: IPv6 addresses count per /64. An IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d)
 * counts on its own.
 */
import { isIPv4, isIPv6 } from "node:net";

export function addressGroup(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros ("::" filled in). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16).toString(16));
}
