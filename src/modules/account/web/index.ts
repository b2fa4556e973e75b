/**
 * What the account brings to the web app: 'Account' in the shell, and the pages a mail links to
 * outside it (a forgotten password, a new password, an e-mail address to confirm).
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { RootRoute, ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

/** The token a mail's link carries, or "" when it has none. */
const tokenSearch = (search: Record<string, unknown>) => ({
  token: typeof search.token === "string" ? search.token : "",
});

export const accountWeb = {
  name: "account",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.account,
        component: lazyRouteComponent(() => import("./AccountPage"), "AccountPage"),
      }),
    ] as const,
  publicPages: (root: RootRoute) =>
    [
      createRoute({
        getParentRoute: () => root,
        path: paths.wachtwoordVergeten,
        component: lazyRouteComponent(() => import("./ForgotPasswordPage"), "ForgotPasswordPage"),
      }),
      createRoute({
        getParentRoute: () => root,
        path: paths.wachtwoordHerstellen,
        validateSearch: tokenSearch,
        component: lazyRouteComponent(() => import("./reset-password-route")),
      }),
      // Open to anyone with the link, signed in or not.
      createRoute({
        getParentRoute: () => root,
        path: paths.eMailBevestigen,
        validateSearch: tokenSearch,
        component: lazyRouteComponent(() => import("./confirm-email-route")),
      }),
    ] as const,
};
