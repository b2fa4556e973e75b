/**
 * A memory of verified session cookies, keyed by the (secret) cookie value. Verifying
 * better-auth's signed cookie and reading its session and user costs more than the rest of a small
 * request, so an earlier verdict is reused for a few minutes — but it only ever spares that work:
 * the session guard still confirms, with its read of the session row (session-guard.ts), that the
 * row exists and has not expired. Sign-out, a password change or 'end other sessions' delete that
 * row, so they count on every instance. Losing this cache loses nothing.
 */
import type { SessionUser } from "@core/server/http/context";
import { ExpiringMap } from "./expiring-map";

/** Who the cookie belongs to, and the session token it carries (the session row's key). */
export type CachedSession = { user: SessionUser; token: string };

export class SessionCache {
  private entries: ExpiringMap<CachedSession>;

  constructor(
    private readonly ttlMs = 5 * 60_000,
    maxEntries = 10_000,
  ) {
    this.entries = new ExpiringMap(maxEntries);
  }

  get(token: string, now = Date.now()): CachedSession | undefined {
    return this.entries.get(token, now);
  }

  set(token: string, value: CachedSession, expiresAt: number, now = Date.now()): void {
    this.entries.set(token, value, Math.min(now + this.ttlMs, expiresAt));
  }

  delete(token: string): void {
    this.entries.delete(token);
  }
}

/** better-auth's session cookie name: with the __Secure- prefix when the app runs on https. */
export const sessionCookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}better-auth.session_token`;

/** The cookie holds `token.signature`; true when it carries the token better-auth just verified. */
export function cookieCarriesToken(cookieValue: string, token: string): boolean {
  try {
    return decodeURIComponent(cookieValue).split(".")[0] === token;
  } catch {
    return false;
  }
}
