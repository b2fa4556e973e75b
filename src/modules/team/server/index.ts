/**
 * What the team brings to the server: /api/team (members, roles, invitations) and the public
 * /api/invitations (opening and accepting an invitation link, which asks sign-in for a new account).
 * For other modules: the organisation's members.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { invitationRoutes, teamRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const teamServer = defineServerModule({
  name: "team",
  routes: (deps: ModuleDeps) => teamRoutes(deps),
  publicRoutes: (deps: ModuleDeps) => ({ "/invitations": invitationRoutes(deps) }),
});

export { listMembers } from "./team";
