/** What the Kwartaalanalyse van meldingen brings to the web app: its page under Verbeteren (lazy). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const reportAnalysisWeb = {
  name: "report-analysis",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.kwartaalanalyse,
        component: lazyRouteComponent(() => import("./ReportAnalysisPage"), "ReportAnalysisPage"),
      }),
    ] as const,
};
