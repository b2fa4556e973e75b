/**
 * TOTP (RFC 6238: HMAC-SHA1 over the 30-second step, 6 digits) computed independently of
 * better-auth, so tests check the server against the standard rather than against itself.
 */
import { createHmac } from "node:crypto";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 (as in otpauth URIs and 'Geheime sleutel'); spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** The code for a base32 secret at a moment (default now); `stepOffset` -1/+1 for a neighbour. */
export function totp(secretBase32: string, at = Date.now(), stepOffset = 0): string {
  const counter = Math.floor(at / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac("sha1", base32Decode(secretBase32)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/** The secret of an otpauth:// URI. */
export const secretOf = (totpUri: string) => new URL(totpUri).searchParams.get("secret")!;

/** Sets up two-factor sign-in for a signed-in test client (its password); answers the secret and backup codes. */
export async function setUpTwoFactor(
  client: { post(path: string, body?: unknown): Promise<{ status: number; body: any }> },
  password = "een-goed-wachtwoord",
): Promise<{ secret: string; backupCodes: string[] }> {
  const enabled = await client.post("/api/auth/two-factor/enable", { password });
  if (enabled.status !== 200) throw new Error(`two-factor enable: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  const secret = secretOf(enabled.body.totpURI);
  const verified = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
  if (verified.status !== 200)
    throw new Error(`two-factor verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { secret, backupCodes: enabled.body.backupCodes as string[] };
}
