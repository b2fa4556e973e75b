/**
 * The live-update bus: every accepted KMS write publishes a small event, and the event streams of
 * the same organisation hear it. In-process with SQLite (one instance); with PostgreSQL it is
 * LISTEN/NOTIFY on one channel, so every instance hears every instance's writes.
 *
 * Events never carry the value itself: a NOTIFY payload is limited to 8000 bytes and a value may be
 * up to 8 MB, so a page that needs the new value fetches it (GET /api/kms/values/:name). One rule for
 * every value keeps the page code single-pathed, and the fetch goes through the session guard.
 */
import { z } from "zod";
import { listen } from "@core/server/db/listen";
import type { Logger } from "@core/server/logger";
import type { KmsEventDto } from "@norm/kms-values";

/** What pages hear (KmsEventDto), and the organisation it is for. */
export type KmsEvent = KmsEventDto & { organisationId: string };

/** A NOTIFY payload comes from the database: checked before anyone acts on it. */
const eventSchema = z.object({
  organisationId: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  revision: z.number().int().min(0),
  updatedBy: z.string().max(200),
  updatedByName: z.string().max(500).nullable(),
  updatedAt: z.string().max(64),
  deleted: z.literal(true).optional(),
});

type Listener = (event: KmsEvent) => void;

export interface LiveBus {
  /** Call after the write committed. Never throws: a lost event costs a reload, not a save. */
  publish(event: KmsEvent): Promise<void>;
  /** Events of one organisation; answers the unsubscribe function. */
  subscribe(organisationId: string, listener: Listener): () => void;
  /** Called after the bus lost events (PostgreSQL reconnected): pages should reload once. */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = "normwijs_kms";

class Listeners {
  private byOrg = new Map<string, Set<Listener>>();
  private resync = new Set<() => void>();

  subscribe(organisationId: string, listener: Listener): () => void {
    let set = this.byOrg.get(organisationId);
    if (!set) this.byOrg.set(organisationId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byOrg.get(organisationId) === set) this.byOrg.delete(organisationId);
    };
  }

  onResync(listener: () => void): () => void {
    this.resync.add(listener);
    return () => this.resync.delete(listener);
  }

  deliver(event: KmsEvent, log?: Logger): void {
    for (const l of this.byOrg.get(event.organisationId) ?? []) {
      try {
        l(event);
      } catch (e) {
        log?.error("Live-update kon niet worden afgeleverd", e);
      }
    }
  }

  resyncAll(): void {
    for (const l of this.resync) l();
  }
}

/** One process: events go straight to the listeners (after the current call stack). */
export function createMemoryBus(log?: Logger): LiveBus {
  const listeners = new Listeners();
  return {
    async publish(event) {
      queueMicrotask(() => listeners.deliver(event, log));
    },
    subscribe: (org, l) => listeners.subscribe(org, l),
    onResync: (l) => listeners.onResync(l),
    async close() {},
  };
}

/**
 * PostgreSQL: one dedicated connection LISTENs (db/listen.ts); NOTIFY goes through any connection.
 * After the listening connection failed and came back, local pages are told to reload once for
 * what they may have missed.
 */
export async function createPgBus(
  url: string,
  log: Logger,
  notify: (channel: string, payload: string) => Promise<void>,
): Promise<LiveBus> {
  const listeners = new Listeners();
  const listening = await listen(
    url,
    [LIVE_CHANNEL],
    {
      onNotice(_channel, payload) {
        let parsed: ReturnType<typeof eventSchema.safeParse>;
        try {
          parsed = eventSchema.safeParse(JSON.parse(payload));
        } catch {
          return;
        }
        if (parsed.success) listeners.deliver(parsed.data as KmsEvent, log);
      },
      onRestored: () => listeners.resyncAll(),
    },
    log,
    "Live-updates",
  );

  return {
    async publish(event) {
      try {
        await notify(LIVE_CHANNEL, JSON.stringify(event));
      } catch (e) {
        log.warn("Live-update kon niet worden verstuurd", e);
      }
    },
    subscribe: (org, l) => listeners.subscribe(org, l),
    onResync: (l) => listeners.onResync(l),
    close: () => listening.close(),
  };
}
