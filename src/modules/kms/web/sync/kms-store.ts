/**
 * All KMS values of one organisation in the browser: one ValueSync per value name, local drafts in
 * localStorage, and the page lifecycle — save when the tab is hidden (ordinary requests, any size),
 * keepalive on close only for values that fit the browser's 64 KiB cap, retry when the network
 * returns, and ask before leaving only when something could not be saved yet.
 *
 * Server values flow one way into the store, from a (re)load and from live events alike; a value
 * with unsaved local edits is never overwritten (its save gets the 409 choice instead).
 */
import type { KmsEventDto, KmsValueDto } from "@norm/kms-values";
import { policyTiming, tableTiming } from "./timing";
import { ValueSync, sameValue, type Draft, type DraftStore, type Transport } from "./value-sync";

export type ValueKindName = "text" | "table" | "list";

/** Saves values, and fetches one that changed elsewhere (live events carry no value). */
export type StoreTransport = Transport & { load?(name: string): Promise<KmsValueDto | null> };

/** The parts of the browser the store listens to; tests hand in their own (vitest runs in Node). */
export type PageEnvironment = {
  document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  window: Pick<Window, "addEventListener" | "removeEventListener">;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
};

/**
 * Browsers refuse keepalive requests once their bodies add up to more than 64 KiB, so only values
 * well under that go out with keepalive when the tab closes; larger ones are saved while the page
 * is still alive (hidden, or held by the leave-page question).
 */
export const KEEPALIVE_BUDGET_BYTES = 60 * 1024;

const encoder = new TextEncoder();
const bodyBytes = (value: unknown, baseRevision: number) =>
  encoder.encode(JSON.stringify({ value, baseRevision })).length;

function localDrafts(orgId: string, storage: PageEnvironment["storage"]): DraftStore {
  const key = (name: string) => `normwijs:draft:${orgId}:${name}`;
  return {
    get(name) {
      try {
        const raw = storage.getItem(key(name));
        return raw ? (JSON.parse(raw) as Draft) : undefined;
      } catch {
        return undefined;
      }
    },
    set(name, draft) {
      try {
        storage.setItem(key(name), JSON.stringify(draft));
        return true;
      } catch {
        // Storage full (QuotaExceededError) or blocked. An older draft must not stand in for this
        // one, and the caller shows 'Niet opgeslagen' until the server has the value.
        try {
          storage.removeItem(key(name));
        } catch {
          // Nothing more can be done here.
        }
        return false;
      }
    },
    clear(name, value) {
      const current = this.get(name);
      if (current && sameValue(current.value, value)) storage.removeItem(key(name));
    },
  };
}

export class KmsStore {
  private syncs = new Map<string, ValueSync<any>>();
  private kinds = new Map<string, ValueKindName>();
  /** The highest revision heard of per name (events may overtake each other's fetches). */
  private heard = new Map<string, number>();
  /** The revision each value had in the last load that listed it. */
  private loaded = new Map<string, number>();
  /** Load results already taken in (a page mounting again hands in the same cached one). */
  private received = new WeakSet<object>();
  private readonly drafts: DraftStore;
  private readonly detach: () => void;

  constructor(
    readonly orgId: string,
    private server: Record<string, KmsValueDto>,
    private readonly transport: StoreTransport,
    private readonly env: PageEnvironment = { document, window, storage: localStorage },
  ) {
    this.drafts = localDrafts(orgId, env.storage);
    for (const [name, dto] of Object.entries(server)) this.loaded.set(name, dto.revision);
    this.detach = this.attachLifecycle();
  }

  /** The sync for a value; created on first use from the loaded server value (or empty). */
  get<T>(name: string, kind: ValueKindName): ValueSync<T> {
    let sync = this.syncs.get(name);
    if (!sync) {
      const stored = this.server[name];
      const empty = kind === "text" ? "" : [];
      this.kinds.set(name, kind);
      sync = new ValueSync<T>(
        name,
        stored ? { ...stored, value: stored.value as T } : { value: empty as T, revision: 0 },
        { transport: this.transport, drafts: this.drafts, timing: kind === "table" ? tableTiming : policyTiming },
      );
      this.syncs.set(name, sync);
    }
    return sync;
  }

  /** A value changed through another route (goal sets): take the server's word. */
  setServer(name: string, dto: KmsValueDto): void {
    this.apply(name, dto, false);
  }

  /**
   * All values from a (re)load: newer ones are adopted where nothing is unsaved; a value that is no
   * longer there was deleted elsewhere. Older answers (a cached load) change nothing.
   */
  receive(values: Record<string, KmsValueDto>): void {
    if (this.received.has(values)) return;
    this.received.add(values);
    for (const [name, dto] of Object.entries(values)) {
      this.apply(name, dto, false);
      this.loaded.set(name, Math.max(this.loaded.get(name) ?? 0, dto.revision));
    }
    // Absent from this load: deleted, unless the store heard of a newer revision after an earlier
    // load (a load that started before a value was created must not delete it again).
    for (const name of Object.keys(this.server)) {
      if (!(name in values) && this.loaded.get(name) === this.knownRevision(name)) {
        this.loaded.delete(name);
        this.applyDeleted(name, { by: null, at: "" }, false);
      }
    }
  }

  /**
   * A live event: someone saved or deleted a value. Events of this tab's own saves (a revision it
   * already holds) and of values being edited here change nothing; otherwise the new value is
   * fetched and shown with 'Bijgewerkt door …'. Answers when it is applied (tests).
   */
  async onEvent(event: KmsEventDto): Promise<void> {
    const { name } = event;
    if (event.revision <= this.knownRevision(name)) return;
    this.heard.set(name, event.revision);
    if (this.syncs.get(name)?.unsaved) return;
    if (event.deleted) {
      this.applyDeleted(name, { by: event.updatedByName, at: event.updatedAt }, true);
      return;
    }
    if (!this.transport.load) return;
    const dto = await this.transport.load(name);
    if (dto && dto.revision > (this.syncs.get(name)?.getState().revision ?? this.server[name]?.revision ?? 0)) {
      this.apply(name, dto, true);
    }
  }

  private knownRevision(name: string): number {
    return Math.max(
      this.heard.get(name) ?? 0,
      this.server[name]?.revision ?? 0,
      this.syncs.get(name)?.getState().revision ?? 0,
    );
  }

  private apply(name: string, dto: KmsValueDto, elsewhere: boolean): void {
    const known = this.server[name];
    if (!known || dto.revision >= known.revision) this.server[name] = dto;
    this.syncs.get(name)?.adopt(dto, { elsewhere });
  }

  private applyDeleted(name: string, change: { by: string | null; at: string }, elsewhere: boolean): void {
    delete this.server[name];
    const sync = this.syncs.get(name);
    if (!sync) return;
    const empty = this.kinds.get(name) === "text" ? "" : [];
    sync.adoptDeleted(empty, change, { elsewhere });
  }

  /** A value was deleted on the server (a deleted goal set). */
  remove(name: string): void {
    const sync = this.syncs.get(name);
    if (sync) this.drafts.clear(name, sync.getState().value);
    sync?.dispose();
    this.syncs.delete(name);
    this.kinds.delete(name);
    delete this.server[name];
  }

  flushAll(options: { keepalive?: boolean } = {}): Promise<unknown> {
    return Promise.all([...this.syncs.values()].map((s) => s.flush(options)));
  }

  /** Something could not be saved, or exists only in memory: leaving now could lose it. */
  get hasFailures(): boolean {
    return [...this.syncs.values()].some((s) => {
      const { status, draftFailed } = s.getState();
      return ["retrying", "error", "conflict"].includes(status) || (draftFailed === true && s.unsaved);
    });
  }

  dispose(): void {
    this.detach();
    for (const s of this.syncs.values()) s.dispose();
    this.syncs.clear();
  }

  /**
   * The tab is closing: keepalive saves for the unsaved values that fit the browser's keepalive
   * budget. Answers the values that did not fit; they need the page to stay alive a moment longer.
   */
  private flushForUnload(): ValueSync<unknown>[] {
    let budget = KEEPALIVE_BUDGET_BYTES;
    const tooLarge: ValueSync<unknown>[] = [];
    for (const sync of this.syncs.values()) {
      if (!sync.unsaved) continue;
      const { value, revision } = sync.getState();
      const bytes = bodyBytes(value, revision);
      if (bytes <= budget) {
        budget -= bytes;
        void sync.flush({ keepalive: true });
      } else {
        tooLarge.push(sync);
        void sync.flush();
      }
    }
    return tooLarge;
  }

  private attachLifecycle(): () => void {
    const { document, window } = this.env;
    // Hidden (tab switched, window minimised, phone locked; also the step before most closes): the
    // page is still alive, so ordinary requests of any size complete.
    const onHidden = () => {
      if (document.visibilityState === "hidden") void this.flushAll();
    };
    const onPageHide = () => void this.flushForUnload();
    const onOnline = () => this.syncs.forEach((s) => s.retryNow());
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      const tooLarge = this.flushForUnload();
      // Asking 'leave this page?' keeps the page alive while a large save completes.
      if (this.hasFailures || tooLarge.length > 0) e.preventDefault();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("online", onOnline);
    window.addEventListener("beforeunload", onBeforeUnload as EventListener);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("beforeunload", onBeforeUnload as EventListener);
    };
  }
}
