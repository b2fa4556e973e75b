/** Signing up and in: who may create an account on this installation (SIGNUP_MODE), and who is signed in. */
import type { Action } from "@core/shared/permissions";
import type { OrganisationDto } from "@modules/organisation/model";

export { signupModes, type SignupMode } from "@core/shared/signup";

/**
 * The rules of the account forms for other modules' forms (the account page's password, the
 * organisation's name): plain checks without zod (./checks.ts), so a form's first visit stays light.
 */
export { checkOrganisationName, passwordRules } from "./checks";

/** GET /api/me: who is signed in, the current organisation and what their role may do there. */
export type MeDto = {
  user: { id: string; name: string; email: string; emailVerified: boolean };
  organisation: OrganisationDto;
  /** The actions of the permission policy (core/shared/permissions.ts) this member may do. */
  permissions: Action[];
  /**
   * Every organisation the person is a member of, oldest membership first (to switch between), with
   * the name of its (first) Eigenaar, to tell apart an organisation that has no name yet.
   */
  organisations: (OrganisationDto & { ownerName: string })[];
  /** Whether this user signs in with two factors; `required`: the organisation asks it. */
  twoFactor: { enabled: boolean; required: boolean };
};
