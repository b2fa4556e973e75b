/** What internal audits bring to the web app: the plan over the cycle, one audit, and a finding by its point. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths, patterns } from "@core/shared/paths";

export const auditsWeb = {
  name: "audits",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.audits,
        component: lazyRouteComponent(() => import("./AuditsPage"), "AuditsPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: patterns.audit,
        component: lazyRouteComponent(() => import("./AuditPage"), "AuditPage"),
      }),
      // A finding by its point's id (the link back from an improvement action): opens its audit at the point.
      createRoute({
        getParentRoute: () => shell,
        path: patterns.auditBevinding,
        component: lazyRouteComponent(() => import("./AuditPage"), "AuditFindingPage"),
      }),
    ] as const,
};
