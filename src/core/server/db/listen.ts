/**
 * PostgreSQL LISTEN on a dedicated connection (a pooled one could be handed to another query).
 * When the connection fails it is replaced with growing pauses. Notices sent while it was down are
 * lost, so a user of this must treat `onLost` as "anything may have changed" and `onRestored` as the
 * moment notices count again.
 */
import type pg from "pg";
import { lazyRequire } from "@core/server/lazy-require";
import type { Logger } from "@core/server/logger";

export type Listening = { close(): Promise<void> };

export type ListenHandlers = {
  /** A notice on one of the channels (the payload as sent; check it before acting on it). */
  onNotice(channel: string, payload: string): void;
  /** The connection failed: notices from now on are lost until onRestored. */
  onLost?(): void;
  /** LISTEN holds again after a loss. */
  onRestored?(): void;
};

/** Resolves once LISTEN holds on every channel; rejects when the first connection fails. */
export async function listen(
  url: string,
  channels: string[],
  handlers: ListenHandlers,
  log: Pick<Logger, "warn">,
  /** Names the user in log lines ("Live-updates"). */
  who: string,
): Promise<Listening> {
  const { Client } = lazyRequire("pg") as typeof pg;
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const onNotification = (msg: pg.Notification) => {
    if (channels.includes(msg.channel) && msg.payload) handlers.onNotice(msg.channel, msg.payload);
  };

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.removeAllListeners("notification");
      void c.end().catch(() => undefined);
      if (closed) return;
      handlers.onLost?.();
      log.warn(`${who}: LISTEN-verbinding verbroken${err ? ` (${err.message})` : ""}, opnieuw verbinden…`);
      scheduleReconnect();
    };
    c.on("error", lost);
    c.on("end", () => lost());
    c.on("notification", onNotification);
    client = c;
    await c.connect();
    for (const channel of channels) await c.query(`LISTEN ${channel}`);
  };

  const scheduleReconnect = () => {
    const delay = Math.min(30_000, 500 * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          failures = 0;
          handlers.onRestored?.();
        },
        (err: Error) => {
          if (client) {
            const c = client;
            client = undefined;
            void c.end().catch(() => undefined);
          }
          if (!closed) {
            log.warn(`${who}: opnieuw verbinden mislukt (${err.message})`);
            scheduleReconnect();
          }
        },
      );
    }, delay);
  };

  await connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
