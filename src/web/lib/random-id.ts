/**
 * Random ids for rows made in the browser. crypto.randomUUID exists only in secure contexts
 * (https or localhost), so over plain http on a network address it is missing; getRandomValues
 * works in every context, so ids are built from it.
 */
export function randomId(random: Pick<Crypto, "getRandomValues"> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  // RFC 4122 version 4 layout, so ids look like the ones made before.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
