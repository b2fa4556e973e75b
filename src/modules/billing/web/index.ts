/** What billing brings to the web app: 'Abonnement', and the pages Stripe's checkout returns to. */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const billingWeb = {
  name: "billing",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.abonnement,
        component: lazyRouteComponent(() => import("./SubscriptionPage"), "SubscriptionPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: paths.abonnementSuccess,
        component: lazyRouteComponent(() => import("./SuccessPage"), "SuccessPage"),
      }),
      createRoute({
        getParentRoute: () => shell,
        path: paths.abonnementCancel,
        component: lazyRouteComponent(() => import("./CancelPage"), "CancelPage"),
      }),
    ] as const,
};
