/** The typed Hono environment: what middleware puts on the context for the routes. */
import type { Role } from "../../shared/schemas";

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
