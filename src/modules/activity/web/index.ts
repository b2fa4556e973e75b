/** What the activity log brings to the web app: its page ('Activiteit', for an owner). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const activityWeb = {
  name: "activity",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.activiteit,
        component: lazyRouteComponent(() => import("./ActivityPage"), "ActivityPage"),
      }),
    ] as const,
};
