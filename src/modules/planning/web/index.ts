/**
 * What planning brings to the web app: the Kwaliteitskalender. Its overview, review date and
 * 'Vastgesteld' controls show on other pages, which the router composes (routes/overview, routes/topic).
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const planningWeb = {
  name: "planning",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.kalender,
        component: lazyRouteComponent(() => import("./CalendarPage"), "CalendarPage"),
      }),
    ] as const,
};
