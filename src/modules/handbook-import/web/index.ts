/** What the Word import brings to the web app: 'Handboek importeren' (upload, preview, import). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const handbookImportWeb = {
  name: "handbook-import",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.handboekImporteren,
        component: lazyRouteComponent(() => import("./ImportPage"), "ImportPage"),
      }),
    ] as const,
};
