/**
 * All KMS values of one organisation in the browser: one ValueSync per value name, local drafts in
 * localStorage, and the page lifecycle — save when the tab is hidden (ordinary requests, any size),
 * keepalive on close only for values that fit the browser's 64 KiB cap, retry when the network
 * returns, and ask before leaving only when something could not be saved yet.
 */
import type { KmsValueDto } from "../../../../shared/kms-values";
import { policyTiming, tableTiming } from "./timing";
import { ValueSync, sameValue, type Draft, type DraftStore, type Transport } from "./value-sync";

export type ValueKindName = "text" | "table" | "list";

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
  private readonly drafts: DraftStore;
  private readonly detach: () => void;

  constructor(
    readonly orgId: string,
    private server: Record<string, KmsValueDto>,
    private readonly transport: Transport,
    private readonly env: PageEnvironment = { document, window, storage: localStorage },
  ) {
    this.drafts = localDrafts(orgId, env.storage);
    this.detach = this.attachLifecycle();
  }

  /** The sync for a value; created on first use from the loaded server value (or empty). */
  get<T>(name: string, kind: ValueKindName): ValueSync<T> {
    let sync = this.syncs.get(name);
    if (!sync) {
      const stored = this.server[name];
      const empty = kind === "text" ? "" : [];
      sync = new ValueSync<T>(
        name,
        { value: (stored?.value ?? empty) as T, revision: stored?.revision ?? 0 },
        { transport: this.transport, drafts: this.drafts, timing: kind === "table" ? tableTiming : policyTiming },
      );
      this.syncs.set(name, sync);
    }
    return sync;
  }

  /** A value changed through another route (goal sets): take the server's word. */
  setServer(name: string, dto: KmsValueDto): void {
    this.server[name] = dto;
    this.syncs.get(name)?.adopt({ value: dto.value, revision: dto.revision });
  }

  /** A value was deleted on the server (a deleted goal set). */
  remove(name: string): void {
    const sync = this.syncs.get(name);
    if (sync) this.drafts.clear(name, sync.getState().value);
    sync?.dispose();
    this.syncs.delete(name);
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
