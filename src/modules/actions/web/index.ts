/** What Verbeteracties bring to the web app: the list and one action (opened in a dialog over it). */
import { createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import { paths, patterns } from "../../../shared/paths";
import { validateActionsSearch } from "./search";

export const actionsWeb = {
  name: "actions",
  pages: <Shell extends AnyRoute>(shell: Shell) => {
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
