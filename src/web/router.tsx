/**
 * The app's routes. Features compose only here. Every route inside the shell requires sign-in;
 * a signed-out visitor is sent to / (a deliberate choice).
 */
import * as React from "react";
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Navigate,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  type ErrorComponentProps,
} from "@tanstack/react-router";
import { loadPublicConfig } from "@/lib/public-config";
import {
  accountPath,
  ensureMe,
  isNoMembership,
  needsTwoFactorSetup,
  onAccessLost,
  refreshMe,
  useMe,
} from "@/lib/session";
import { currentPageHeading, focusNewPageHeading } from "@/lib/a11y";
import { useFocusOnNavigate } from "@/lib/route-focus";
import { focusHeadingFlag, NavProvider, type Nav } from "@/lib/nav";
import { ErrorPage } from "./routes/error-page";
import { paths, patterns } from "@core/shared/paths";
import { webModules } from "@modules/web";
import { modulePages, modulePublicPages } from "@core/web/module";
// In the core chunk every page loads (vite.config.ts): the layout of the pages outside the app.
import { LandingLayout } from "./features/landing/LandingLayout";

/*
 * Every page is its own chunk, loaded when its route is entered (or hovered: defaultPreload
 * "intent"), so the landing page does not carry the shell, the KMS, documents, billing or settings.
 * Route components are preloaded by the router before the route renders; the components that are
 * not route components (shell, not-found) are preloaded in loaders where possible.
 */
const AppShell = lazyRouteComponent(() => import("./routes/shell"), "AppShell");
const OverviewPage = lazyRouteComponent(() => import("./routes/overview"));
const NotFoundPage = lazyRouteComponent(() => import("./features/shell/NotFoundPage"), "NotFoundPage");
const LandingRoute = lazyRouteComponent(() => import("./routes/landing"));
const NoMembershipPage = lazyRouteComponent(() => import("@modules/auth/web/NoMembershipPage"), "NoMembershipPage");

/**
 * Root: moves focus to the new page's heading after each change of page, and on the first page
 * after signing in on the signed-out entry (a page load of its own, lib/nav.tsx).
 */
function Root() {
  useFocusOnNavigate();
  React.useEffect(() => {
    if (!sessionStorage.getItem(focusHeadingFlag)) return;
    sessionStorage.removeItem(focusHeadingFlag);
    // The shell's and the page's chunks and /api/me first: up to about ten seconds.
    focusNewPageHeading(null, 600);
  }, []);
  return <Outlet />;
}

/** The components shared with the signed-out entry get the router's links and navigation here. */
function RouterNav({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const nav = React.useMemo<Nav>(
    () => ({
      Link: ({ to, className, children }) => (
        <Link to={to} className={className}>
          {children}
        </Link>
      ),
      afterSignIn: async () => {
        const before = currentPageHeading();
        // The new session; if it is another account than before in this tab, the query client
        // forgets every answer of the previous one (lib/query-client.ts).
        await refreshMe();
        await navigate({ to: paths.home });
        // On the landing page the address stays '/': the keyboard goes to the Overzicht's heading
        // here, not left on the page's body where the form was.
        focusNewPageHeading(before);
      },
    }),
    [navigate],
  );
  return <NavProvider value={nav}>{children}</NavProvider>;
}

/** An unknown address: inside the shell when signed in, in the landing layout when signed out. */
function NotFound() {
  const me = useMe();
  if (me === undefined) return null;
  return (
    <React.Suspense fallback={null}>
      {me ? (
        <AppShell>
          <NotFoundPage signedIn />
        </AppShell>
      ) : (
        <LandingLayout className="py-12">
          <NotFoundPage signedIn={false} />
        </LandingLayout>
      )}
    </React.Suspense>
  );
}

/**
 * Any route's error: the Dutch error page (inside the shell when the shell itself still works);
 * signed in without an organisation (403 no_membership from /api/me) has a page of its own.
 */
export function RootError(props: ErrorComponentProps) {
  if (!isNoMembership(props.error)) return <ErrorPage {...props} />;
  return (
    <React.Suspense fallback={null}>
      <NoMembershipPage />
    </React.Suspense>
  );
}

/** The root: the parent of the pages outside the signed-in shell (src/core/web/module.ts). */
export type RootRoute = typeof rootRoute;
const rootRoute = createRootRoute({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});

/**
 * Signed in: every page sits in the one shell (kept mounted across routes); signed out: bare. A
 * member whose organisation requires two-factor sign-in sees only the Account page until it is set up.
 */
function MainLayout() {
  const me = useMe();
  const { pathname } = useLocation();
  // The shell and the first page are rendered in the background, in slices, after a first pass
  // that shows nothing yet: one long task of React work would keep a slow phone from answering
  // a tap until the whole page is built.
  const shellShown = React.useDeferredValue(true, false);
  if (!me) return <Outlet />;
  if (needsTwoFactorSetup(me) && pathname !== accountPath) return <Navigate to={accountPath} replace />;
  if (!shellShown) return null;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

const mainRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "main",
  beforeLoad: async ({ location, matches }) => {
    // An app page (not the landing page) is opened signed in nearly always: fetch the shell's chunk
    // and the page's own while /api/me answers rather than after (one round trip less before the
    // page paints). Only code is fetched here; what the page shows waits for the answer as before.
    // A chunk that fails here fails again, visibly, when the router loads the page.
    if (location.pathname !== paths.home) {
      for (const start of [AppShell.preload?.(), ...matches.map((m) => preloadComponentOf(m.routeId))])
        void start?.catch(() => undefined);
    }
    if (location.pathname !== accountPath && needsTwoFactorSetup(await ensureMe())) {
      throw redirect({ to: accountPath, replace: true });
    }
  },
  loader: async () => {
    const me = await ensureMe();
    // The shell's chunk before the first signed-in page renders, so the page does not flash empty;
    // with an unconfirmed address also whether mail is on, so the e-mail banner comes with the page
    // instead of pushing it down once the setting arrives.
    if (me)
      await Promise.all([AppShell.preload?.(), me.user.emailVerified || loadPublicConfig().catch(() => undefined)]);
    return me;
  },
  component: MainLayout,
});

const indexRoute = createRoute({
  getParentRoute: () => mainRoute,
  path: paths.home,
  loader: async () => {
    const me = await ensureMe();
    await (me ? OverviewPage.preload?.() : LandingRoute.preload?.());
  },
  component: function Home() {
    return useMe() ? <OverviewPage /> : <LandingRoute />;
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login,
  beforeLoad: async () => {
    if (await ensureMe()) throw redirect({ to: paths.home });
  },
  component: lazyRouteComponent(() => import("@modules/auth/web/LoginPage"), "LoginPage"),
});

/** The signed-in shell: the parent of every module's pages (src/core/web/module.ts). */
export type ShellRoute = typeof shellRoute;
const shellRoute = createRoute({
  getParentRoute: () => mainRoute,
  id: "shell",
  beforeLoad: async () => {
    if (!(await ensureMe())) throw redirect({ to: paths.home });
  },
  component: Outlet,
  notFoundComponent: () => <NotFoundPage signedIn />,
  errorComponent: RootError,
});

const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.instellingen,
  component: lazyRouteComponent(() => import("./routes/settings")),
});

/** Open to anyone with the link: signed in or not, with or without an organisation. */
const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: patterns.uitnodiging,
  component: lazyRouteComponent(() => import("./routes/invitation")),
});

const reportAnalysisRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.kwartaalanalyse,
  component: lazyRouteComponent(() => import("./routes/quarter-analysis")),
});

const kmsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: patterns.kwaliteitssysteem,
  component: lazyRouteComponent(() => import("./routes/topic")),
});

const howToRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.invulinstructie,
  component: lazyRouteComponent(() => import("./features/guide/GuidePage"), "HowToPage"),
});
const tipsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.tips,
  component: lazyRouteComponent(() => import("./features/guide/GuidePage"), "TipsPage"),
});

/** The auditor's read-only link (token in the fragment): open to anyone holding it, outside the shell. */
const auditorViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.auditor,
  component: lazyRouteComponent(() => import("./routes/auditor-view")),
});

/** The privacy statement, the terms and contact: open to everyone, in the signed-out frame. */
const legalRoutes = (
  [
    [paths.privacy, "PrivacyRoute"],
    [paths.voorwaarden, "TermsRoute"],
    [paths.contact, "ContactRoute"],
  ] as const
).map(([path, name]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(() => import("./routes/legal"), name),
  }),
);

/** Organisatiebeoordeling: the yearly management review, drafted from the data. */
const reviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: paths.organisatiebeoordeling,
  component: lazyRouteComponent(() => import("./routes/organisatiebeoordeling")),
});

/** A client's questionnaire: open to anyone with the link, outside the shell, in a small chunk of its own. */
const publicSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: patterns.vragenlijst,
  component: lazyRouteComponent(() => import("./routes/public-survey")),
});

/** A client's complaint form (modules/reports): open to anyone with the link, outside the shell, like the questionnaire. */
const publicComplaintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: patterns.klacht,
  component: lazyRouteComponent(() => import("./routes/public-complaint")),
});

/** One HKZ element's page: what covers it and its readiness (the auditdossier per element). */
const elementRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: patterns.normelement,
  component: lazyRouteComponent(() => import("./routes/element")),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  invitationRoute,
  auditorViewRoute,
  ...legalRoutes,
  publicSurveyRoute,
  publicComplaintRoute,
  // The public pages of the modules in src/modules/web.ts.
  ...modulePublicPages(webModules, rootRoute),
  mainRoute.addChildren([
    indexRoute,
    shellRoute.addChildren([
      settingsRoute,
      kmsRoute,
      reportAnalysisRoute,
      howToRoute,
      tipsRoute,
      // The pages of the modules in src/modules/web.ts.
      ...modulePages(webModules, shellRoute),
      reviewRoute,
      elementRoute,
    ]),
  ]),
]);

/** The router the app runs (set by createAppRouter), for looking up a matched route's component. */
let appRouter: ReturnType<typeof createAppRouter> | undefined;

/** Starts loading the chunk of a route's lazy component, if it has one. */
function preloadComponentOf(routeId: string): Promise<void> | undefined {
  const route = appRouter?.routesById[routeId as keyof typeof appRouter.routesById] as
    { options: { component?: { preload?: () => Promise<void> } } } | undefined;
  return route?.options.component?.preload?.();
}

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: "intent",
    defaultErrorComponent: RootError,
    defaultPendingMinMs: 0,
    scrollRestoration: true,
    InnerWrap: RouterNav,
  });
  // The organisation this page belonged to has ended for this person: leave it for the start page
  // of the one that remains (its notice says what happened), or the no-organisation page.
  onAccessLost(() => {
    void router.navigate({ to: paths.home }).then(() => router.invalidate());
  });
  appRouter = router;
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
