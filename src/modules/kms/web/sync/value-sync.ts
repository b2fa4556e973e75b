/**
 * Autosave for one KMS value, independent of React so its timing can be tested with fake timers.
 *
 * - An edit equal to the current value is ignored; otherwise it is kept as a local draft at once
 *   and saved 5 s after the last edit (or at once for row deletion, or when the page is left).
 * - Every save carries the revision it started from. A 409 becomes a conflict the user resolves:
 *   keep their own text or take the stored one. Never a silent overwrite.
 * - A network failure keeps the draft and retries with backoff ('Niet opgeslagen — opnieuw
 *   proberen…'); edits made while a save is in flight are saved right after it.
 * - The draft is dropped only when the server has acknowledged exactly that value.
 * - A newer value saved elsewhere (a colleague, another tab) is adopted only while nothing here is
 *   unsaved; otherwise the next save meets the 409 choice above.
 */

export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "retrying" | "conflict" | "error";

export type Timing = {
  /** Save this long after the last edit. */
  debounceMs: number;
  /** 'Opgeslagen' appears this long after the server answered (tables: 0.5 s). */
  savedDelayMs: number;
  /** … and is hidden again this long after it appeared. */
  savedVisibleMs: number;
};

export type SyncState<T> = {
  value: T;
  revision: number;
  status: SaveStatus;
  /** Dutch message for status 'error'. */
  error?: string;
  /** The stored value that a save collided with (status 'conflict'), and who saved it when. */
  conflict?: { value: T; revision: number; changed?: Change };
  /**
   * The unsaved value could not be kept on this device (storage full): until the server has it,
   * closing the page would lose it, so the page says 'Niet opgeslagen' instead of staying silent.
   */
  draftFailed?: boolean;
  /** Who saved the stored value last, and when ('Laatst gewijzigd door …'). */
  changed?: Change;
  /** Set for a few seconds after a value saved elsewhere was adopted ('Bijgewerkt door …'). */
  updatedElsewhere?: Change;
};

export type Change = { by: string | null; at: string };

/** How long 'Bijgewerkt door …' stays next to a section. */
export const UPDATED_ELSEWHERE_MS = 5_000;

export class SaveFailure extends Error {
  constructor(
    readonly kind: "network" | "conflict" | "rejected",
    message: string,
    readonly current?: ({ value: unknown; revision: number } & Omit<ServerValue<unknown>, "value" | "revision">) | null,
  ) {
    super(message);
  }
}

export type Transport = {
  save(
    name: string,
    value: unknown,
    baseRevision: number,
    options: { keepalive: boolean },
  ): Promise<{ revision: number; updatedAt?: string; updatedByName?: string | null }>;
};

/** A stored value as the server reports it: on load, in answers, after a live event. */
export type ServerValue<T> = { value: T; revision: number; updatedAt?: string; updatedByName?: string | null };

const changeOf = (v: { updatedAt?: string; updatedByName?: string | null }): Change | undefined =>
  v.updatedAt ? { by: v.updatedByName ?? null, at: v.updatedAt } : undefined;

export type Draft = { value: unknown; baseRevision: number };

export type DraftStore = {
  get(name: string): Draft | undefined;
  /** False when the draft could not be kept (storage full or blocked). */
  set(name: string, draft: Draft): boolean;
  /** Removes the draft only if it still holds `value` (another tab may have written a newer one). */
  clear(name: string, value: unknown): void;
};

export const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const retryDelays = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export class ValueSync<T> {
  private state: SyncState<T>;
  private listeners = new Set<() => void>();
  private dirty = false;
  private debounce?: ReturnType<typeof setTimeout>;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private indicatorTimer?: ReturnType<typeof setTimeout>;
  private elsewhereTimer?: ReturnType<typeof setTimeout>;
  private inFlight?: Promise<void>;
  private saveAgain = false;
  private failures = 0;

  constructor(
    readonly name: string,
    server: ServerValue<T>,
    private readonly deps: { transport: Transport; drafts: DraftStore; timing: Timing },
  ) {
    this.state = { value: server.value, revision: server.revision, status: "idle", changed: changeOf(server) };
    this.restoreDraft(server);
  }

  getState = (): SyncState<T> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  edit(value: T, options: { immediate?: boolean } = {}): void {
    if (sameValue(value, this.state.value)) return;
    this.dirty = true;
    this.keepDraft({ value, baseRevision: this.state.revision });
    const status = this.state.status;
    const keep = status === "conflict" || status === "retrying" || status === "saving";
    // Typing here ends the 'Bijgewerkt door …' note of a colleague's earlier save.
    clearTimeout(this.elsewhereTimer);
    this.set({ value, status: keep ? status : "pending", error: undefined, updatedElsewhere: undefined });
    if (status === "conflict" || status === "retrying") return; // saved on resolve / next retry
    clearTimeout(this.indicatorTimer);
    clearTimeout(this.debounce);
    if (options.immediate) void this.save(false);
    else this.debounce = setTimeout(() => void this.save(false), this.deps.timing.debounceMs);
  }

  /** Saves now if anything is unsaved: on route change, hidden tab, or closing tab (keepalive). */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    clearTimeout(this.debounce);
    if (!this.dirty || this.state.status === "conflict") return this.inFlight ?? Promise.resolve();
    clearTimeout(this.retryTimer);
    return this.save(options.keepalive ?? false);
  }

  /** Retry now (the browser came back online). */
  retryNow(): void {
    if (this.state.status === "retrying") {
      clearTimeout(this.retryTimer);
      void this.save(false);
    }
  }

  resolveConflict(choice: "mine" | "theirs"): void {
    const conflict = this.state.conflict;
    if (!conflict) return;
    if (choice === "theirs") {
      this.dirty = false;
      this.deps.drafts.clear(this.name, this.state.value);
      this.set({
        value: conflict.value,
        revision: conflict.revision,
        status: "idle",
        conflict: undefined,
        draftFailed: false,
        changed: conflict.changed ?? this.state.changed,
      });
      return;
    }
    this.dirty = true;
    this.keepDraft({ value: this.state.value, baseRevision: conflict.revision });
    this.set({ revision: conflict.revision, status: "pending", conflict: undefined });
    void this.save(false);
  }

  /**
   * The server's value changed outside this editor (a colleague, another tab, the goal-set routes):
   * adopt it unless something here is unsaved (that edit's save gets the 409 choice). Answers
   * whether it was adopted. `elsewhere` shows 'Bijgewerkt door …' for a few seconds.
   */
  adopt(server: ServerValue<T>, options: { elsewhere?: boolean } = {}): boolean {
    if (this.dirty || this.state.status === "conflict" || server.revision <= this.state.revision) return false;
    const changed = changeOf(server);
    this.set({ value: server.value, revision: server.revision, changed: changed ?? this.state.changed });
    if (options.elsewhere && changed) {
      clearTimeout(this.elsewhereTimer);
      this.set({ updatedElsewhere: changed });
      this.elsewhereTimer = setTimeout(() => this.set({ updatedElsewhere: undefined }), UPDATED_ELSEWHERE_MS);
    }
    return true;
  }

  /**
   * The value was deleted elsewhere: back to empty with revision 0 (a save with base 0 creates it
   * again), unless something here is unsaved.
   */
  adoptDeleted(empty: T, change: Change, options: { elsewhere?: boolean } = {}): boolean {
    if (this.dirty || this.state.status === "conflict" || this.state.revision === 0) return false;
    this.set({ value: empty, revision: 0, changed: undefined });
    if (options.elsewhere) {
      clearTimeout(this.elsewhereTimer);
      this.set({ updatedElsewhere: change });
      this.elsewhereTimer = setTimeout(() => this.set({ updatedElsewhere: undefined }), UPDATED_ELSEWHERE_MS);
    }
    return true;
  }

  dispose(): void {
    clearTimeout(this.debounce);
    clearTimeout(this.retryTimer);
    clearTimeout(this.indicatorTimer);
    clearTimeout(this.elsewhereTimer);
    this.listeners.clear();
  }

  private restoreDraft(server: ServerValue<T>) {
    const draft = this.deps.drafts.get(this.name);
    if (!draft) return;
    if (sameValue(draft.value, server.value)) {
      this.deps.drafts.clear(this.name, draft.value);
      return;
    }
    this.dirty = true;
    if (draft.baseRevision === server.revision) {
      // Typed before a reload or crash and never acknowledged: save it now.
      this.state = { ...this.state, value: draft.value as T, status: "pending" };
      queueMicrotask(() => void this.save(false));
    } else {
      // Someone saved in between: let the user choose.
      this.state = {
        ...this.state,
        value: draft.value as T,
        status: "conflict",
        conflict: { value: server.value, revision: server.revision, changed: changeOf(server) },
      };
    }
  }

  private save(keepalive: boolean): Promise<void> {
    if (this.inFlight) {
      this.saveAgain = true;
      return this.inFlight;
    }
    if (!this.dirty || this.state.status === "conflict") return Promise.resolve();
    const value = this.state.value;
    const base = this.state.revision;
    if (this.state.status !== "retrying") this.set({ status: "saving" });
    this.inFlight = this.deps.transport
      .save(this.name, value, base, { keepalive })
      .then(
        (answer) => this.acknowledged(value, answer.revision, changeOf(answer)),
        (e: unknown) => this.failed(e),
      )
      .finally(() => {
        this.inFlight = undefined;
        if (this.saveAgain) {
          this.saveAgain = false;
          if (this.dirty && this.state.status !== "conflict" && this.state.status !== "retrying") void this.save(false);
        }
      });
    return this.inFlight;
  }

  private acknowledged(value: T, revision: number, changed: Change | undefined) {
    this.failures = 0;
    const changedMeanwhile = !sameValue(this.state.value, value);
    this.set({ revision, changed: changed ?? this.state.changed });
    if (changedMeanwhile) {
      // Newer typing is waiting for its own debounce (or the saveAgain pass).
      this.keepDraft({ value: this.state.value, baseRevision: revision });
      this.set({ status: "pending" });
      return;
    }
    this.dirty = false;
    this.deps.drafts.clear(this.name, value);
    if (this.state.draftFailed) this.set({ draftFailed: false });
    const { savedDelayMs, savedVisibleMs } = this.deps.timing;
    const showSaved = () => {
      this.set({ status: "saved" });
      this.indicatorTimer = setTimeout(() => this.set({ status: "idle" }), savedVisibleMs);
    };
    clearTimeout(this.indicatorTimer);
    if (savedDelayMs > 0) this.indicatorTimer = setTimeout(showSaved, savedDelayMs);
    else showSaved();
  }

  private failed(e: unknown) {
    const failure = e instanceof SaveFailure ? e : new SaveFailure("network", String(e));
    if (failure.kind === "conflict") {
      const current = failure.current ?? { value: undefined, revision: 0 };
      this.set({
        status: "conflict",
        conflict: {
          value: (current.value ?? emptyLike(this.state.value)) as T,
          revision: current.revision,
          changed: changeOf(current),
        },
      });
      return;
    }
    if (failure.kind === "rejected") {
      this.set({ status: "error", error: failure.message });
      return;
    }
    const delay = retryDelays[Math.min(this.failures, retryDelays.length - 1)]!;
    this.failures += 1;
    this.set({ status: "retrying" });
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.save(false), delay);
  }

  /** True while an edit exists only in memory: not yet on the server. */
  get unsaved(): boolean {
    return this.dirty;
  }

  private keepDraft(draft: Draft) {
    const kept = this.deps.drafts.set(this.name, draft);
    if (kept === Boolean(this.state.draftFailed)) this.set({ draftFailed: !kept });
  }

  private set(patch: Partial<SyncState<T>>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}

/** A deleted value collides as empty text or an empty table. */
function emptyLike(v: unknown): unknown {
  return Array.isArray(v) ? [] : "";
}
