/**
 * The request context every module shares: the typed Hono environment (what middleware puts on the
 * context for the routes) and the dependencies the composition root hands to each module.
 */
import type { Role } from "../../shared/schemas";
import type { ActivityLog } from "../activity/record";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Db } from "../db";
import type { Logger } from "../logger";

export type AppDeps = { config: Config; db: Db; auth: Auth; log: Logger; activity: ActivityLog };

export type SessionUser = { id: string; name: string; email: string };
export type Member = { organisationId: string; role: Role };

export type AppEnv = {
  Variables: {
    user: SessionUser;
    member: Member;
    /** The session's token, for what is kept per session (the chosen organisation). */
    sessionToken: string;
    /** Whether the user signs in with two factors, and whether their organisation requires it. */
    twoFactor: { enabled: boolean; required: boolean };
  };
};
