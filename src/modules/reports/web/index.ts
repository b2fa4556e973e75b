/**
 * What Melden brings to the signed-in app: the report form (/melden, opened from the top bar), the
 * list and one report. The client's complaint form (/klacht/…) is a page outside the app: the
 * signed-out entry (src/web/signed-out.tsx) and the router's public route load `public/PublicComplaintPage`.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths, patterns } from "@core/shared/paths";

export const reportsWeb = {
  name: "reports",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.melden,
        component: lazyRouteComponent(() => import("./ReportFormPage"), "ReportFormPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: paths.meldingen,
        component: lazyRouteComponent(() => import("./ReportsPage"), "ReportsPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: patterns.melding,
        component: lazyRouteComponent(() => import("./ReportPage"), "ReportPage"),
      }),
    ] as const,
};
