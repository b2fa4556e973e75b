/** What documents bring to the web app: the files of each category, and the recycle bin. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths, patterns } from "@core/shared/paths";

export const documentsWeb = {
  name: "documents",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: patterns.documenten,
        component: lazyRouteComponent(() => import("./category-route")),
      }),
      // A static segment, so it wins over /documenten/$category.
      createRoute({
        getParentRoute: () => shell,
        path: paths.prullenbak,
        component: lazyRouteComponent(() => import("./BinPage"), "BinPage"),
      }),
    ] as const,
};
