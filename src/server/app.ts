/**
 * Builds the whole server: security headers, the API under /api, and the built single-page app
 * with history fallback. Everything it needs comes in as dependencies so tests build the same app.
 */
import type { MeDto } from "@modules/auth/model";
import type { PublicConfig } from "@core/shared/public-config";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { HTTPException } from "hono/http-exception";
import { sql } from "kysely";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import {
  type Auth,
  authRoutes,
  SessionCache,
  sessionCookieName,
  sessionGuard,
  type GuardRow,
  type GuardCache,
} from "@modules/auth/server";
import { ApiError } from "@core/server/http/errors";
import { getOrganisation, listOrganisations } from "@modules/organisation/server";
import { allowedActions } from "@core/shared/permissions";
import { serveSpa } from "./static";
import { limitBody } from "@core/server/http/body";
import { refuseCrossSite } from "@core/server/http/cross-site";
import { compress } from "@core/server/http/compress";
import { httpMessages } from "@core/server/http/messages";
import { loggablePath } from "@core/server/http/log-path";
import { refuseUnsafeAddress, refuseUnsafeCookies } from "@core/server/http/validate";

/** Where the built web app is; tests pass a folder of their own. */
export type AppOptions = { distDir?: string };

/** Feature routers mounted under /api behind the session check; other features add theirs here. */
export type ProtectedRoutes = Record<string, Hono<AppEnv>>;

export function createApp(
  deps: AppDeps & { auth: Auth; kept?: GuardCache<GuardRow> },
  protectedRoutes: ProtectedRoutes = {},
  publicRoutes: Record<string, Hono> = {},
  options: AppOptions = {},
) {
  const { config, db, auth, log } = deps;
  const app = new Hono<AppEnv>();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      strictTransportSecurity: config.appUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  // Inside secureHeaders, which adds its headers to the response as compressed. Stored files and
  // uploads stream through and are never buffered here; static files come precompressed from the
  // build (see static.ts).
  // The auditor's document downloads stream the same way.
  // The live-update stream (/api/kms/events) must never be buffered: excluded by path here, and
  // compress skips every text/event-stream answer as well.
  app.use(
    compress({
      exclude: (c) =>
        c.req.path.startsWith("/api/documents/") ||
        c.req.path.startsWith("/api/auditor-view/documents/") ||
        // The CSV downloads stream a page at a time (http/csv-download.ts).
        c.req.path === "/api/activity/export.csv" ||
        c.req.path === "/api/surveys/export.csv" ||
        c.req.path === "/api/reading/export.csv" ||
        c.req.path === "/api/kms/events",
    }),
  );

  // Before any route: a control character in a path or query is a 400 everywhere (http/validate.ts).
  app.use(refuseUnsafeAddress);
  // The same for the app's own cookies: a NUL in the session token is a 400, not a failed query.
  app.use(refuseUnsafeCookies);

  app.onError((err, c) => {
    // A body refused before it was read leaves bytes on the connection: do not reuse it.
    if ((err instanceof ApiError || err instanceof HTTPException) && err.status === 413)
      c.header("Connection", "close");
    if (err instanceof ApiError) {
      return c.json({ code: err.code, message: err.message, details: err.details }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return c.json({ code: "too_large", message: httpMessages.tooLarge }, 413);
      return c.json({ code: "http_error", message: httpMessages.failed }, status);
    }
    log.error(`Onverwachte fout bij ${c.req.method} ${loggablePath(c.req.path)}`, err);
    return c.json({ code: "internal", message: httpMessages.internal }, 500);
  });

  const api = new Hono<AppEnv>();

  // Cross-site request forgery first: nothing from another site reaches a route.
  api.use("*", refuseCrossSite(config.appUrl));

  // Body limits before any route reads a body, open routes included. Bodies are small everywhere
  // except uploads (tus, own limit), KMS values (own 8 MB limit), the ZIP import and the handbook
  // upload (both streamed to a temporary file, own limit).
  const smallBody = limitBody(1024 * 1024, () => {
    throw new ApiError(413, "too_large", httpMessages.tooLarge);
  });
  api.use("*", async (c, next) => {
    if (
      c.req.path.startsWith("/api/documents/uploads") ||
      c.req.path.startsWith("/api/kms") ||
      c.req.path === "/api/transfer/import" ||
      c.req.path === "/api/handbook-import/upload" ||
      // A person's file (Medewerkers), streamed to storage with its own limit.
      (c.req.path.startsWith("/api/personnel/") && c.req.path.endsWith("/file") && c.req.method === "POST")
    )
      return next();
    return smallBody(c, next);
  });

  api.get("/health", async (c) => {
    await sql`select 1`.execute(db);
    return c.json({ status: "ok" });
  });

  api.route("/config", configRoutes(deps));

  const sessions = new SessionCache();
  const cookieName = sessionCookieName(config.appUrl.startsWith("https://"));
  api.route("/auth", authRoutes({ ...deps, auth, sessions, cookieName }));
  for (const [path, router] of Object.entries(publicRoutes)) api.route(path, router);

  // Everything below needs a signed-in member of an organisation. The guard covers these prefixes
  // only, so an unknown /api path answers 404 to anyone rather than 401.
  const guard = sessionGuard(db, auth, sessions, cookieName, deps.kept);
  // "/kms/*" also matches "/kms" itself.
  for (const prefix of ["/me", ...Object.keys(protectedRoutes)]) api.use(`${prefix}/*`, guard);

  api.route("/me", meRoutes(deps));
  for (const [path, router] of Object.entries(protectedRoutes)) api.route(path, router);

  api.all("*", (c) => c.json({ code: "not_found", message: httpMessages.routeNotFound }, 404));

  app.route("/api", api);
  serveSpa(app, options.distDir, cookieName);
  return app;
}

/** The installation's public settings: the sign-up form and the footer read them before signing in. */
function configRoutes({ config }: Pick<AppDeps, "config">) {
  return new Hono().get("/", (c) =>
    c.json<PublicConfig>({
      signupMode: config.SIGNUP_MODE,
      billingEnabled: Boolean(config.STRIPE_SECRET_KEY),
      mailEnabled: Boolean(config.SMTP_URL),
      installation: {
        database: config.database.kind,
        fileStorage: config.S3_BUCKET ? "s3" : "disk",
        activityRetentionDays: config.ACTIVITY_RETENTION_DAYS,
        trialDays: config.TRIAL_DAYS,
        contactEmail: config.CONTACT_EMAIL ?? null,
      },
    }),
  );
}

/**
 * Who is signed in, in which organisation, and what they may do. The session guard's read already
 * has the user, and the list of memberships has the current organisation: two reads per request.
 */
function meRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const member = c.get("member");
    const organisations = await listOrganisations(db, c.get("user").id);
    const current = organisations.find((o) => o.id === member.organisationId);
    return c.json<MeDto>({
      user: { ...c.get("user"), emailVerified: c.get("emailVerified") },
      // Removed from it since the guard's read: the organisation's own row answers (or 404).
      organisation: current ? { ...current, role: member.role } : await getOrganisation(db, member),
      permissions: allowedActions(member.role),
      organisations,
      twoFactor: c.get("twoFactor"),
    });
  });
}

/** The routers app.ts mounts itself, as types for the web's typed client (server.ts: ApiType). */
export type CoreRoutes = {
  "/config": ReturnType<typeof configRoutes>;
  "/me": ReturnType<typeof meRoutes>;
  "/auth": ReturnType<typeof authRoutes>;
};
