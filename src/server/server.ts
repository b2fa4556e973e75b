/**
 * Composition root: opens the database, migrates, wires auth, mail and the feature routes into one
 * Hono app, and listens. Used by main.ts and by the API tests alike, so tests run the real server.
 */
import { serve, type ServerType } from "@hono/node-server";
import { sql } from "kysely";
import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "@core/server/config";
import { closeDatabase, openDatabase, migrateToLatest, type Db, type QueryObserver } from "@core/server/db";
import {
  createAuth,
  migrateAuthTables,
  type Auth,
  GUARD_CHANNEL,
  GuardCache,
  listenForGuardNotices,
  type GuardRow,
} from "@modules/auth/server";
import { createLogger, type Logger } from "@core/server/logger";
import { createApp, type AppOptions, type CoreRoutes } from "./app";
import type { AppDeps } from "@core/server/http/context";
import type { MountedApi } from "@core/server/http/api-type";
import { createStorage, type FileStorage } from "@core/server/storage";
import { createMailer, type Mailer } from "@core/server/mail";
import { createLiveFeature, type LiveFeature } from "@modules/kms/server";
import { createActivityLog } from "@modules/activity/server";
import { startRateLimitCleanupJob } from "@core/server/jobs/rate-limit-cleanup";
import { httpServerOptions, manageConnections, oneStartPerTurn } from "@core/server/http/connections";
import { moduleRoutes, startModuleJobs } from "@core/server/module";
import { serverModules } from "@modules/server";

export type RunningServer = {
  url: string;
  db: Db;
  auth: Auth;
  log: Logger;
  live: LiveFeature;
  /**
   * Resolves once this instance has heard every change to sessions and memberships committed so
   * far, by any instance (auth/guard-cache.ts; at once on SQLite, which keeps nothing).
   */
  sessionChangesHeard(): Promise<void>;
  close(): Promise<void>;
};

/** AppOptions, and a test's observer of every statement the server sends (db/index.ts). */
export type ServerOptions = AppOptions & { onQuery?: QueryObserver };

export async function startServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const log = createLogger(config.LOG_LEVEL);
  // On PostgreSQL the session guard keeps its read between requests (auth/guard-cache.ts).
  const kept = config.database.kind === "postgres" ? new GuardCache<GuardRow>() : undefined;
  const db = openDatabase(config.database, log, options.onQuery, kept?.watch);
  const mailer = createMailer(config, log);
  const auth = createAuth(config, db, mailer, log);
  await migrateAuthTables(auth);
  await migrateToLatest(db);
  // The notices come from migration 0036's triggers; probes go out through the pool.
  const sendGuardNotice = async (payload: string) => {
    await sql`select pg_notify(${GUARD_CHANNEL}, ${payload})`.execute(db);
  };
  const guardNotices =
    kept && config.database.kind === "postgres"
      ? await listenForGuardNotices(kept, config.database.url, sendGuardNotice, log)
      : undefined;

  const activity = createActivityLog(db, config, log);
  const deps = { config, db, log, activity };
  // Feature routers, mounted under /api. Protected ones run behind the session and organisation check.
  const storage = createStorage(config);
  const live = await createLiveFeature(deps);
  const { protectedRoutes, publicRoutes } = featureRoutes({
    ...deps,
    auth,
    mailer,
    live,
    storage,
  });
  const app = createApp({ ...deps, auth, kept }, protectedRoutes, publicRoutes, options);

  const admit = oneStartPerTurn();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        // One request starts per turn of the event loop while others wait (http/connections.ts).
        fetch: (request: Request, env: unknown) => {
          const turn = admit();
          return turn ? turn.then(() => app.fetch(request, env)) : app.fetch(request, env);
        },
        port: config.PORT,
        hostname: config.HOST,
        serverOptions: httpServerOptions(config),
      },
      () => resolve(s),
    );
  });
  // Connection timeouts and why: src/core/server/http/connections.ts.
  const connections = manageConnections(server as HttpServer, config);
  // Rate-limit counters go as soon as their window is over (http/rate-limit.ts).
  const rateLimitCleanup = startRateLimitCleanupJob(deps);
  // The modules' own jobs (src/modules/server.ts): reminder mails, the survey answers' mixing on
  // PostgreSQL, the activity log's retention, leavers' personnel records, Word import drafts not
  // imported within a day.
  const moduleJobs = startModuleJobs(serverModules, { ...deps, auth, mailer, live, storage });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;

  return {
    url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
    db,
    auth,
    log,
    live,
    sessionChangesHeard: async () => {
      await kept?.heard(sendGuardNotice);
    },
    async close() {
      // Stop accepting connections, end the open event streams (they would never finish by
      // themselves), let running requests finish, then close the database.
      const closed = connections.stop();
      await live.close();
      await guardNotices?.close();
      await rateLimitCleanup.stop();
      await moduleJobs.stop();
      await closed;
      await closeDatabase(db);
    },
  };
}

type FeatureDeps = AppDeps & {
  auth: Auth;
  mailer: Mailer;
  live: LiveFeature;
  storage: FileStorage;
};

/** Every feature's router by its path under /api: protected ones behind the session and organisation check. */
function featureRoutes({ auth, mailer, live, storage, ...deps }: FeatureDeps) {
  // The modules of src/modules/server.ts, each under /api/<name>.
  const modules = moduleRoutes(serverModules, { ...deps, auth, mailer, live, storage });
  const protectedRoutes = {
    ...modules.protectedRoutes,
  };
  const publicRoutes = {
    ...modules.publicRoutes,
  };
  return { protectedRoutes, publicRoutes };
}

type Routes = ReturnType<typeof featureRoutes>;
/** The API's routes and answers as types, for the web's typed client (src/web/lib/api.ts). */
export type ApiType = MountedApi<Routes["protectedRoutes"] & Routes["publicRoutes"] & CoreRoutes>;
