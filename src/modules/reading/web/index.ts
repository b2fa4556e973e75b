/** What Leesbevestigingen bring to the web app: what the team is asked to read, and one item to answer. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths, patterns } from "@core/shared/paths";

export const readingWeb = {
  name: "reading",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.leesbevestigingen,
        component: lazyRouteComponent(() => import("./ReadingPage"), "ReadingPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: patterns.leesvraag,
        component: lazyRouteComponent(() => import("./item-route")),
      }),
    ] as const,
};
