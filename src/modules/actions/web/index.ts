/** What Verbeteracties bring to the web app: the list and one action (opened in a dialog over it). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths, patterns } from "@core/shared/paths";
import { validateActionsSearch } from "./search";

export const actionsWeb = {
  name: "actions",
  pages: (shell: ShellRoute) => {
    const page = lazyRouteComponent(() => import("./ActionsPage"), "ActionsPage");
    return [
      createRoute({
        getParentRoute: () => shell,
        path: paths.verbeteracties,
        validateSearch: validateActionsSearch,
        component: page,
      }),
      createRoute({ getParentRoute: () => shell, path: patterns.verbeteractie, component: page }),
    ] as const;
  },
};
