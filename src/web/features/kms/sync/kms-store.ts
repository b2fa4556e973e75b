/**
 * All KMS values of one organisation in the browser: one ValueSync per value name, local drafts in
 * localStorage, and the page lifecycle — save when the tab is hidden or closed (keepalive), retry
 * when the network returns, warn before leaving only when something could not be saved.
 */
import type { KmsValueDto } from "../../../../shared/kms-values";
import { policyTiming, tableTiming } from "./timing";
import { ValueSync, sameValue, type Draft, type DraftStore, type Transport } from "./value-sync";

export type ValueKindName = "text" | "table" | "list";

function localDrafts(orgId: string): DraftStore {
  const key = (name: string) => `normwijs:draft:${orgId}:${name}`;
  return {
    get(name) {
      try {
        const raw = localStorage.getItem(key(name));
        return raw ? (JSON.parse(raw) as Draft) : undefined;
      } catch {
        return undefined;
      }
    },
    set(name, draft) {
      try {
        localStorage.setItem(key(name), JSON.stringify(draft));
      } catch {
        // Storage full or blocked: the in-memory value still saves; nothing else to do.
      }
    },
    clear(name, value) {
      const current = this.get(name);
      if (current && sameValue(current.value, value)) localStorage.removeItem(key(name));
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
  ) {
    this.drafts = localDrafts(orgId);
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

  get hasFailures(): boolean {
    return [...this.syncs.values()].some((s) => ["retrying", "error", "conflict"].includes(s.getState().status));
  }

  dispose(): void {
    this.detach();
    for (const s of this.syncs.values()) s.dispose();
    this.syncs.clear();
  }

  private attachLifecycle(): () => void {
    const onHidden = () => {
      if (document.visibilityState === "hidden") void this.flushAll();
    };
    const onPageHide = () => void this.flushAll({ keepalive: true });
    const onOnline = () => this.syncs.forEach((s) => s.retryNow());
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      void this.flushAll({ keepalive: true });
      if (this.hasFailures) e.preventDefault();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("online", onOnline);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }
}
