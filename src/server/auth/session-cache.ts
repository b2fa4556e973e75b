/**
 * A short-lived memory of verified sessions, keyed by the (secret) session token. Verifying
 * better-auth's signed cookies costs more CPU (and thread-pool round trips) than the rest of a
 * small request; for 30 s we trust an earlier verdict. Sign-out on this server forgets the token at once;
 * other servers forget it within 30 s (better-auth's own cookie cache already allows 5 minutes).
 * Losing this cache loses nothing: it is refilled from the database.
 */
import type { SessionUser } from "../http/context";

type CachedSession = SessionUser;

export class SessionCache {
  private entries = new Map<string, { value: CachedSession; until: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): CachedSession | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.value;
  }

  set(token: string, value: CachedSession, expiresAt: number, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { value, until: Math.min(now + this.ttlMs, expiresAt) });
  }

  delete(token: string): void {
    this.entries.delete(token);
  }
}

/** better-auth's session cookie name: with the __Secure- prefix when the app runs on https. */
export const sessionCookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}better-auth.session_token`;

/**
 * The session cookie's value, or undefined when it is absent or sent more than once (a planted
 * second cookie must never decide which session we trust).
 */
export function sessionTokenFrom(cookieHeader: string | undefined, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  const values = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${cookieName}=`))
    .map((part) => part.slice(cookieName.length + 1));
  return values.length === 1 ? values[0] : undefined;
}

/** The cookie holds `token.signature`; true when it carries the token better-auth just verified. */
export function cookieCarriesToken(cookieValue: string, token: string): boolean {
  try {
    return decodeURIComponent(cookieValue).split(".")[0] === token;
  } catch {
    return false;
  }
}
