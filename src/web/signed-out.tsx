/**
 * The second entry: what a visitor without a session gets at / and /login on a page load (the
 * server chooses, src/server/static.ts): the landing page with its sign-up form, or the sign-in
 * page. React, but not the router, React Query or the typed API client, so these first visits stay
 * within 80 kB of script; links are plain links and signing in loads the app as a new page
 * (lib/nav.tsx). The same components render inside the app after signing out.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { watchSystemTheme } from "@/lib/theme";
import { paths } from "../shared/paths";
import LandingRoute from "./routes/landing";
import { LoginPage } from "./features/auth/LoginPage";
import "./styles.css";

watchSystemTheme();

createRoot(document.getElementById("root")!).render(
  <StrictMode>{window.location.pathname === paths.login ? <LoginPage /> : <LandingRoute />}</StrictMode>,
);
