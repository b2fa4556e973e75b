/**
 * On PostgreSQL the session guard's read (session, user, membership and organisation together:
 * session-guard.ts) is kept per session between requests, and forgotten as soon as any of those
 * rows changes. Every request then costs one round trip to the database instead of two.
 *
 * How a change is noticed:
 * - on every instance, by the database itself: triggers on those tables send a notice
 *   (NOTIFY normwijs_guard, migration 0036) at commit, so changes made elsewhere (another
 *   instance, an administrator in psql) count too, within moments;
 * - on this instance at once: the database layer tells the cache before it sends a statement that
 *   writes one of those tables, and again when that statement, or its transaction, has finished
 *   (db/index.ts, WriteWatch). A sign-out counts for the very next request.
 *
 * A read that was under way while something changed is not kept (the epoch): it may have seen the
 * old rows. While the listening connection is down nothing is kept, so every request reads, as on
 * SQLite (where the read is in the process and costs no round trip, and nothing is kept). An entry
 * lives at most a minute.
 *
 * A listening connection can also stall without failing (a frozen network path, a stuck proxy):
 * notices stop arriving and nothing says so. Each instance therefore sends a heartbeat notice of
 * its own every GUARD_BEAT_MS, stamped with when it was sent, and uses what it keeps only while
 * its own listener has heard a heartbeat sent less than GUARD_FRESH_MS ago. Notices arrive in the
 * order their transactions committed, so that heartbeat proves every change committed before it
 * was sent has been heard; a change elsewhere counts here within GUARD_FRESH_MS whatever becomes
 * of the connection. Without fresh heartbeats every request reads the database.
 */
import { randomUUID } from "node:crypto";
import type { WriteWatch } from "@core/server/db";
import { listen, type Listening } from "@core/server/db/listen";
import type { Logger } from "@core/server/logger";
import { ExpiringMap } from "./expiring-map";

/** The channel the triggers of migration 0036 notify on. */
export const GUARD_CHANNEL = "normwijs_guard";

/** The tables the guard's read joins: a write to any of them may change a verdict. */
const guardTables =
  /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:session|session_organisation|user|membership|organisation)"?(?=[\s(]|$)/i;

/** How often each instance sends its heartbeat notice. */
export const GUARD_BEAT_MS = 300;
/** How old the newest own heartbeat heard may be for kept reads to count: a change elsewhere counts within this. */
export const GUARD_FRESH_MS = 1_000;

const userNotice = "user:";
const beatNotice = "beat:";
const organisationNotice = "organisation:";

type Keyed = { userId: string; organisationId: string | null };

export class GuardCache<Row extends Keyed> {
  private entries: ExpiringMap<Row>;
  private epoch = 0;
  private listening = false;
  /** This instance's heartbeats, told apart from those of the other instances on the channel. */
  private readonly instance = randomUUID();
  /** When the newest own heartbeat heard was sent: every notice committed before then was heard. */
  private provenUpTo = -Infinity;

  constructor(
    private readonly ttlMs = 60_000,
    maxEntries = 10_000,
    private readonly freshMs = GUARD_FRESH_MS,
  ) {
    this.entries = new ExpiringMap(maxEntries);
  }

  /** Whether what is kept may be used: listening, and an own heartbeat heard that is fresh. */
  private fresh(now: number): boolean {
    return this.listening && now - this.provenUpTo <= this.freshMs;
  }

  /** The payload of a heartbeat sent now (send it on GUARD_CHANNEL). */
  beat(now = Date.now()): string {
    return `${beatNotice}${this.instance}:${now}`;
  }

  /** The kept row of this session, while notices are proven to arrive. */
  get(token: string, now = Date.now()): Row | undefined {
    return this.fresh(now) ? this.entries.get(token, now) : undefined;
  }

  /** Taken before the read; keep() refuses the row when anything changed since. */
  begin(): number {
    return this.epoch;
  }

  keep(token: string, row: Row, since: number, now = Date.now()): void {
    if (!this.fresh(now) || since !== this.epoch) return;
    this.entries.set(token, row, now + this.ttlMs);
  }

  forget(token: string): void {
    this.epoch += 1;
    this.entries.delete(token);
  }

  forgetAll(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  private forgetWhere(drop: (row: Row) => boolean): void {
    this.epoch += 1;
    this.entries.deleteWhere(drop);
  }

  /** A notice of migration 0036's triggers: `user:<id>`, `organisation:<id>` or `*`. */
  notice(payload: string): void {
    if (payload.startsWith("heard:")) this.heardNotices.get(payload)?.();
    else if (payload.startsWith(beatNotice)) this.heartbeat(payload.slice(beatNotice.length));
    else if (payload.startsWith(userNotice)) this.forgetWhere((row) => row.userId === payload.slice(userNotice.length));
    else if (payload.startsWith(organisationNotice))
      this.forgetWhere((row) => row.organisationId === payload.slice(organisationNotice.length));
    else this.forgetAll();
  }

  /** A heartbeat heard: an own one moves the proof forward; another instance's changes nothing. */
  private heartbeat(body: string): void {
    const at = body.lastIndexOf(":");
    if (body.slice(0, at) !== this.instance) return;
    const sent = Number(body.slice(at + 1));
    if (Number.isFinite(sent) && sent > this.provenUpTo) this.provenUpTo = sent;
  }

  private heardNotices = new Map<string, () => void>();

  /**
   * Resolves once this instance has heard every notice committed before the call: notices arrive
   * in the order their transactions committed, so hearing one sent now is enough. `send` sends
   * the given payload on GUARD_CHANNEL.
   */
  async heard(send: (payload: string) => Promise<void>, timeoutMs = 5000): Promise<void> {
    const payload = `heard:${randomUUID()}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.heardNotices.set(payload, resolve);
        timer = setTimeout(() => reject(new Error(`no notice within ${timeoutMs} ms`)), timeoutMs);
        send(payload).catch(reject);
      });
    } finally {
      clearTimeout(timer);
      this.heardNotices.delete(payload);
    }
  }

  /** Whether rows are kept now (notices are heard). */
  get keeping(): boolean {
    return this.listening;
  }

  /** LISTEN holds (again): rows may be kept from now on. */
  listeningStarted(): void {
    this.forgetAll();
    this.listening = true;
  }

  /** Notices may be lost from now on: keep nothing. */
  listeningLost(): void {
    this.listening = false;
    this.forgetAll();
  }

  /** For openDatabase: this instance's own writes to the guard's tables. */
  readonly watch: WriteWatch = {
    writes: (sql) => guardTables.test(sql),
    changed: () => this.forgetAll(),
  };
}

/** How often a listening instance proves that notices still reach it. */
export const GUARD_PROBE_MS = 30_000;

/**
 * Hears the triggers' notices for this cache. Rows are kept only while notices are proven to
 * arrive: a probe notice (sent with `send` through the pool) must come back on the listening
 * connection at start-up, after every reconnect and every GUARD_PROBE_MS. Behind a pooler that
 * does not pass LISTEN through (PgBouncer in transaction mode), or on a connection that died
 * without a sign, the probe fails and the guard reads on every request.
 */
export async function listenForGuardNotices<Row extends Keyed>(
  cache: GuardCache<Row>,
  url: string,
  send: (payload: string) => Promise<void>,
  log: Pick<Logger, "warn">,
): Promise<Listening> {
  // Counts losses: a probe that began before one proves nothing after it.
  let losses = 0;
  let probing = false;
  // Asked for while one ran (a reconnect during a probe): run once more after it.
  let again = false;
  // Said once per spell of lost notices, not on every probe.
  let warned = false;
  const probe = async (): Promise<void> => {
    if (probing) {
      again = true;
      return;
    }
    probing = true;
    const since = losses;
    try {
      await cache.heard(send);
      if (since === losses && !cache.keeping) {
        cache.listeningStarted();
        warned = false;
      }
    } catch (e) {
      if (cache.keeping) cache.listeningLost();
      if (!warned)
        log.warn(
          `Sessiecontrole: meldingen van de database komen niet aan (${(e as Error).message}); elke aanvraag leest de sessie`,
        );
      warned = true;
    } finally {
      probing = false;
    }
    if (again) {
      again = false;
      await probe();
    }
  };
  const listening = await listen(
    url,
    [GUARD_CHANNEL],
    {
      onNotice: (_channel, payload) => cache.notice(payload),
      onLost: () => {
        losses += 1;
        cache.listeningLost();
      },
      onRestored: () => void probe(),
    },
    log,
    "Sessiecontrole",
  );
  await probe();
  const timer = setInterval(() => void probe(), GUARD_PROBE_MS);
  timer.unref();
  // A heartbeat that fails to send (the pool is down or full) is no error to report: the proof
  // goes stale and requests read the database, which says what is wrong if anything is.
  const beat = () => void send(cache.beat()).catch(() => undefined);
  beat();
  const beats = setInterval(beat, GUARD_BEAT_MS);
  beats.unref();
  return {
    async close() {
      clearInterval(timer);
      clearInterval(beats);
      await listening.close();
    },
  };
}
