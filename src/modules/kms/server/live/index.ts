/**
 * Live updates for the KMS pages: the bus (in-process, or PostgreSQL LISTEN/NOTIFY) and the
 * server-sent event streams of GET /api/kms/events. The feature keeps every open stream so the
 * server can end them when it closes (an open stream would otherwise hold server.close() forever).
 */
import { sql } from "kysely";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Config } from "@core/server/config";
import type { Db } from "@core/server/db";
import type { Logger } from "@core/server/logger";
import type { AppEnv } from "@core/server/http/context";
import { unauthenticated } from "@core/server/http/errors";
import { sessionCookieName } from "@modules/auth/server";
import { singleCookie } from "@core/server/http/cookies";
import { createMemoryBus, createPgBus, type KmsEvent, type LiveBus } from "./bus";
import { streamStillAllowed } from "./membership";

export type { KmsEvent, LiveBus } from "./bus";

export type LiveFeature = {
  bus: LiveBus;
  /** The handler of GET /api/kms/events (behind the session guard). */
  events(c: Context<AppEnv>): Promise<Response>;
  /** Number of open streams (tests). */
  readonly openStreams: number;
  /**
   * Checks the open streams of one organisation now rather than at their next heartbeat: after a
   * change of who may listen (two-factor sign-in required). Streams on other instances end at their
   * next heartbeat and hear nothing before it (every event is checked first).
   */
  recheck(organisationId: string): void;
  /** Ends every open stream, then the bus. */
  close(): Promise<void>;
};

/** The session token inside better-auth's signed cookie value (`token.signature`). */
function sessionTokenOf(cookieValue: string): string | undefined {
  try {
    return decodeURIComponent(cookieValue).split(".")[0] || undefined;
  } catch {
    return undefined;
  }
}

export async function createLiveFeature({
  config,
  db,
  log,
}: {
  config: Config;
  db: Db;
  log: Logger;
}): Promise<LiveFeature> {
  const bus =
    config.database.kind === "postgres"
      ? await createPgBus(config.database.url, log, async (channel, payload) => {
          await sql`select pg_notify(${channel}, ${payload})`.execute(db);
        })
      : createMemoryBus(log);
  // Every open stream: its end, and its organisation and access check for recheck().
  const open = new Map<() => void, { organisationId: string; check: () => void }>();
  const cookieName = sessionCookieName(config.appUrl.startsWith("https://"));

  async function events(c: Context<AppEnv>): Promise<Response> {
    const { organisationId } = c.get("member");
    const user = c.get("user");
    const cookie = singleCookie(c.req.header("cookie"), cookieName);
    const token = cookie ? sessionTokenOf(cookie) : undefined;
    if (!token) throw unauthenticated();
    const allowed = () => streamStillAllowed(db, token, user.id, organisationId).catch(() => false);

    const res = streamSSE(c, async (stream) => {
      let done = false;
      let end!: () => void;
      const ended = new Promise<void>((resolve) => {
        end = () => {
          done = true;
          resolve();
        };
      });
      stream.onAbort(() => end());
      // Writes one at a time, each after the membership check; a failed write ends the stream.
      let queue = Promise.resolve();
      const send = (write: () => Promise<void>) => {
        queue = queue
          .then(async () => {
            if (done) return;
            if (!(await allowed())) return end();
            if (!done) await write();
          })
          .catch(() => end());
      };
      open.set(end, { organisationId, check: () => send(async () => undefined) });
      const unsubscribe = bus.subscribe(organisationId, (event: KmsEvent) => {
        const { organisationId: _org, ...data } = event;
        send(() => stream.writeSSE({ event: "kms", data: JSON.stringify(data) }));
      });
      const offResync = bus.onResync(() => send(() => stream.writeSSE({ event: "resync", data: "{}" })));
      const heartbeat = setInterval(
        () => send(() => stream.write(": ping\n\n").then(() => undefined)),
        config.LIVE_HEARTBEAT_MS,
      );
      try {
        // The browser reconnects 2 s after a lost connection; the comment gets the headers out.
        await stream.write("retry: 2000\n: verbonden\n\n");
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        offResync();
        open.delete(end);
      }
    });
    // Never buffered or compressed on the way (compress.ts skips event streams; this is for proxies),
    // and the connection closes with the stream, so server.close() is not held by an idle socket.
    res.headers.set("X-Accel-Buffering", "no");
    res.headers.set("Cache-Control", "no-cache, no-transform");
    res.headers.set("Connection", "close");
    return res;
  }

  return {
    bus,
    events,
    get openStreams() {
      return open.size;
    },
    recheck(organisationId) {
      for (const stream of open.values()) if (stream.organisationId === organisationId) stream.check();
    },
    async close() {
      for (const end of [...open.keys()]) end();
      await bus.close();
    },
  };
}
