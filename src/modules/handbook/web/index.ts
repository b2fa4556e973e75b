/**
 * What the handbook brings to the web app: the handbook page and 'Exporteren'. Its document view
 * shows on other pages too (the auditor's, the management review), which the router composes.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const handbookWeb = {
  name: "handbook",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.handboek,
        component: lazyRouteComponent(() => import("./HandbookPage"), "HandbookPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: paths.handboekExporteren,
        component: lazyRouteComponent(() => import("./ExportPage"), "ExportPage"),
      }),
    ] as const,
};
