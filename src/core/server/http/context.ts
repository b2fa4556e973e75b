/**
 * The request context every module shares: the typed Hono environment (what middleware puts on the
 * context for the routes) and the dependencies the composition root hands to each module. Plumbing:
 * it imports no feature folder (eslint.config.js), so the shape of a shared service such as the
 * activity log is declared here and implemented by its feature (activity/record.ts). better-auth's
 * instance is no shared dependency: server.ts hands it to the few modules that call it.
 */
import type { Context } from "hono";
import type { Role } from "@core/shared/permissions";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import type { Logger } from "@core/server/logger";

/**
 * The kinds of activity events, by name. Core declares it empty; the activity module fills it in
 * (declaration merging in its server/index.ts), so a kind a module records is checked without core
 * importing the module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ActivityKinds {}
export type ActivityKind = keyof ActivityKinds & string;

export type AppDeps = { config: Config; db: Db; log: Logger; activity: ActivityLog };

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
    /** Whether the user confirmed their e-mail address (read with the session, for /api/me). */
    emailVerified: boolean;
  };
};

export type ActivityEvent = {
  organisationId: string;
  kind: ActivityKind;
  /** The member who did it; null for an auditor or a failed sign-in of an unknown person. */
  userId: string | null;
  /** Who, as text: kept as it was, also after the person leaves. */
  actor: string;
  subject?: string | null;
  detail?: string | null;
  address?: string | null;
};

/** The activity log as every module writes it (activity/record.ts). */
export type ActivityLog = {
  record(event: ActivityEvent): Promise<void>;
  /** The event of the signed-in member of this request, with the request's address. */
  recordFor(c: Context<AppEnv>, kind: ActivityKind, subject?: string | null, detail?: string | null): Promise<void>;
  /** 'kms.changed', unless this person's save of this section was already recorded within the window. */
  recordKmsChange(c: Context<AppEnv>, key: string, subject: () => string): Promise<void>;
  address(c: Context): string;
};
