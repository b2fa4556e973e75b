/**
 * The second entry: what a visitor without a session gets on a page load (the server chooses,
 * src/server/static.ts): the landing page with its sign-up form, the sign-in page, the privacy
 * statement, the terms and the contact page; and, for everyone, a client's questionnaire
 * (/vragenlijst/…). React, but not the router, React Query or the typed API client, so these
 * first visits stay small (80 kB of script for / and /login, 100 kB for the others); links are
 * plain links and signing in loads the app as a new page (lib/nav.tsx). The same components render
 * inside the app after signing out. The legal pages and the questionnaire are chunks of their own,
 * so the landing page does not carry them.
 */
import { lazy, StrictMode, Suspense, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { watchSystemTheme } from "@/lib/theme";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@core/shared/paths";
import LandingRoute from "./routes/landing";
import { LoginPage } from "@modules/auth/web/LoginPage";
import "./styles.css";

const legalPages: Record<string, "privacy" | "terms" | "contact" | undefined> = {
  [paths.privacy]: "privacy",
  [paths.voorwaarden]: "terms",
  [paths.contact]: "contact",
};
const LegalRoute = lazy(() => import("./routes/legal").then((m) => ({ default: m.LegalRoute })));

const PublicSurveyPage = lazy(() =>
  import("@modules/surveys/web/public/PublicSurveyPage").then((m) => ({ default: m.PublicSurveyPage })),
);

const PublicComplaintPage = lazy(() =>
  import("@modules/reports/web/public/PublicComplaintPage").then((m) => ({ default: m.PublicComplaintPage })),
);

/** The token of a client's complaint form's address (modules/reports), decoded, or undefined. */
export function complaintToken(pathname: string): string | undefined {
  const m = /^\/klacht\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}

/** The token of a questionnaire's address, as the app's router reads it (decoded), or undefined. */
export function questionnaireToken(pathname: string): string | undefined {
  const m = /^\/vragenlijst\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}

function page(pathname: string): ReactNode {
  if (pathname === paths.login) return <LoginPage />;
  const legal = legalPages[pathname];
  if (legal) return <LegalRoute page={legal} />;
  const token = questionnaireToken(pathname);
  if (token !== undefined) return <PublicSurveyPage token={token} />;
  const complaint = complaintToken(pathname);
  if (complaint !== undefined) return <PublicComplaintPage token={complaint} />;
  return <LandingRoute />;
}

watchSystemTheme();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Suspense fallback={<Spinner />}>{page(window.location.pathname)}</Suspense>
  </StrictMode>,
);
