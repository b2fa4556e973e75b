/**
 * What the organisation brings to the server: /api/organisation (read and change the caller's
 * organisation, its law and complaint term, and switch to another one). For the rest of the app:
 * its name and terms, the memberships, and its part of the export.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { organisationRoutes } from "./routes";

export const organisationServer = defineServerModule({
  name: "organisation",
  // Requiring two-factor sign-in ends the open live streams of members without it at once.
  routes: (deps: ModuleDeps) => organisationRoutes({ ...deps, onTwoFactorRequired: (id) => deps.live.recheck(id) }),
});

export {
  chooseOrganisation,
  complaintTermsRead,
  createOwnOrganisation,
  exportSettings,
  getOrganisation,
  importSettings,
  listOrganisations,
  organisationName,
} from "./organisation";
