/** What the team brings to the web app: the Team page (the invitation link's page is public: routes/invitation). */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const teamWeb = {
  name: "team",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.team,
        component: lazyRouteComponent(() => import("./TeamPage"), "TeamPage"),
      }),
    ] as const,
};
