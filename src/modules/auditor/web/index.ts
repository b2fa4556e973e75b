/**
 * What the auditor brings to the web app: 'Auditor' under the handbook, where an Eigenaar makes
 * and revokes the read-only links. The auditor's own page (/auditor#<token>) shows other modules'
 * views, so the router composes it (src/web/routes/auditor-view.tsx).
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const auditorWeb = {
  name: "auditor",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.handboekAuditor,
        component: lazyRouteComponent(() => import("./AuditorLinksPage"), "AuditorLinksPage"),
      }),
    ] as const,
};
