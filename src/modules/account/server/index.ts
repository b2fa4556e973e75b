/**
 * What the account brings to the server: /api/account (the signed-in user's own sessions) and the
 * open /api/password-reset (whether a reset link still works; its token is its check).
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { accountRoutes, passwordResetRoutes } from "./routes";

export const accountServer = defineServerModule({
  name: "account",
  routes: (deps: ModuleDeps) => accountRoutes(deps),
  publicRoutes: (deps: ModuleDeps) => ({ "/password-reset": passwordResetRoutes(deps) }),
});
