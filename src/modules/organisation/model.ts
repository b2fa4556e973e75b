/** The organisation as the app shows it: its name, the caller's role there and the rules it set. */
import type { Role } from "@core/shared/permissions";
import type { Regime } from "@norm/complaint-terms";

/** GET /api/organisation, and each organisation of GET /api/me. */
export type OrganisationDto = {
  id: string;
  name: string;
  role: Role;
  /** 'Tweestapsverificatie verplicht': every member must sign in with two factors. */
  twoFactorRequired: boolean;
  /** The law it works under; null until the Eigenaar answered (both clocks apply). */
  regime: Regime | null;
  /** The own complaint regulation's term under the Jeugdwet, in weeks. */
  complaintWeeks: number;
};
