/**
 * Signing up and in (better-auth), the session guard in front of every signed-in route, and
 * two-factor sign-in. The composition root mounts /api/auth itself (app.ts: it shares the session
 * cache and the cookie's name with the guard), so the module brings no router of its own here; it
 * offers the rest of the app what it builds on.
 */
import { defineServerModule } from "@core/server/module";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const authServer = defineServerModule({ name: "auth" });

export { CLIENT_IP_HEADER, createAuth, invitedSignUp, migrateAuthTables, type Auth } from "./auth";
export { authRoutes } from "./routes";
export { SessionCache, sessionCookieName } from "./session-cache";
export { sessionGuard, twoFactorRequired, type GuardRow } from "./session-guard";
export { GUARD_CHANNEL, GuardCache, listenForGuardNotices } from "./guard-cache";
export { translate } from "./translate";
