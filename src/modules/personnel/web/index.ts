/** What Medewerkers bring to the web app: the list and one person's record. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths, patterns } from "@core/shared/paths";

export const personnelWeb = {
  name: "personnel",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.medewerkers,
        component: lazyRouteComponent(() => import("./PersonnelPage"), "PersonnelPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: patterns.medewerker,
        component: lazyRouteComponent(() => import("./PersonPage"), "PersonPage"),
      }),
    ] as const,
};
