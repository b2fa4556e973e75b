/**
 * The routes of §2. Features compose only here. Every route inside the shell requires sign-in;
 * a signed-out visitor is sent to / (a deliberate choice: the spec marks no route).
 */
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  ErrorComponent,
  Outlet,
  redirect,
  type ErrorComponentProps,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { isNoMembership, meQuery, useMe } from "@/lib/session";
import { useFocusOnNavigate } from "@/lib/a11y";
import { findTopic, documentCategories } from "../shared/catalogue";
import { AppShell } from "./features/shell/AppShell";
import { WelcomePage } from "./features/shell/WelcomePage";
import { NotFoundPage } from "./features/shell/NotFoundPage";
import { LandingPage } from "./features/landing/LandingPage";
import { AuthForm } from "./features/auth/AuthForm";
import { LandingLayout } from "./features/landing/LandingLayout";
import { LoginPage } from "./features/auth/LoginPage";
import { NoMembershipPage } from "./features/auth/NoMembershipPage";
import { SettingsPage } from "./features/settings/SettingsPage";
import { TopicPage } from "./features/kms/components/TopicPage";
import { DocumentsPage } from "./features/documents/components/DocumentsPage";
import { SubscriptionPage } from "./features/billing/components/SubscriptionPage";
import { SuccessPage } from "./features/billing/components/SuccessPage";
import { CancelPage } from "./features/billing/components/CancelPage";

type RouterContext = { queryClient: QueryClient };

/** Root: moves focus to the new page's heading after each change of page. */
function Root() {
  useFocusOnNavigate();
  return <Outlet />;
}

/** An unknown address: inside the shell when signed in, in the landing layout when signed out. */
function NotFound() {
  const me = useMe();
  if (me === undefined) return null;
  return me ? (
    <AppShell>
      <NotFoundPage signedIn />
    </AppShell>
  ) : (
    <LandingLayout className="py-12">
      <NotFoundPage signedIn={false} />
    </LandingLayout>
  );
}

/** Any route's error; signed in without an organisation (403 no_membership from /api/me) has a page of its own. */
function RootError(props: ErrorComponentProps) {
  return isNoMembership(props.error) ? <NoMembershipPage /> : <ErrorComponent {...props} />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

/** Signed in: every page sits in the one shell (kept mounted across routes); signed out: bare. */
function MainLayout() {
  const me = useMe();
  if (!me) return <Outlet />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

const mainRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "main",
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery),
  component: MainLayout,
});

const indexRoute = createRoute({
  getParentRoute: () => mainRoute,
  path: "/",
  component: function Home() {
    return useMe() ? <WelcomePage /> : <LandingPage signUpForm={<AuthForm />} />;
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(meQuery)) throw redirect({ to: "/" });
  },
  component: LoginPage,
});

const shellRoute = createRoute({
  getParentRoute: () => mainRoute,
  id: "shell",
  beforeLoad: async ({ context }) => {
    if (!(await context.queryClient.ensureQueryData(meQuery))) throw redirect({ to: "/" });
  },
  component: Outlet,
  notFoundComponent: () => <NotFoundPage signedIn />,
});

const settingsRoute = createRoute({ getParentRoute: () => shellRoute, path: "/instellingen", component: SettingsPage });

const abonnementRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/abonnement",
  component: SubscriptionPage,
});
const abonnementSuccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/abonnement/success",
  component: SuccessPage,
});
const abonnementCancelRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/abonnement/cancel",
  component: CancelPage,
});

const kmsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/kwaliteitssysteem/$slug",
  component: function KmsRoute() {
    const { slug } = kmsRoute.useParams();
    const topic = findTopic(slug);
    // key: a fresh page per topic, so sections of the previous topic save and unmount.
    return topic ? <TopicPage key={topic.slug} topic={topic} /> : <NotFoundPage signedIn />;
  },
});

const documentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/documenten/$category",
  component: function DocumentsRoute() {
    const { category } = documentsRoute.useParams();
    const found = documentCategories.find((c) => c.slug === category);
    return found ? <DocumentsPage key={found.slug} category={found.slug} title={found.title} /> : <NotFoundPage signedIn />;
  },
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  mainRoute.addChildren([
    indexRoute,
    shellRoute.addChildren([
    settingsRoute,
    abonnementRoute,
    abonnementSuccessRoute,
    abonnementCancelRoute,
    kmsRoute,
      documentsRoute,
    ]),
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    defaultErrorComponent: RootError,
    defaultPendingMinMs: 0,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
