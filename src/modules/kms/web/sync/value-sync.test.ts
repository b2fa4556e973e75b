import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveFailure, ValueSync, type Draft, type DraftStore, type Transport } from "./value-sync";
import { policyTiming, tableTiming } from "./timing";

/** The server at the network edge: records saves and answers when the test says so. */
class FakeTransport implements Transport {
  calls: { name: string; value: unknown; baseRevision: number; keepalive: boolean }[] = [];
  private pending: { resolve(r: { revision: number }): void; reject(e: unknown): void }[] = [];
  save(name: string, value: unknown, baseRevision: number, { keepalive }: { keepalive: boolean }) {
    this.calls.push({ name, value, baseRevision, keepalive });
    return new Promise<{ revision: number }>((resolve, reject) => this.pending.push({ resolve, reject }));
  }
  async ok() {
    const call = this.calls[this.calls.length - this.pending.length]!;
    this.pending.shift()!.resolve({ revision: call.baseRevision + 1 });
    await flushPromises();
  }
  async fail(e: unknown) {
    this.pending.shift()!.reject(e);
    await flushPromises();
  }
}

class MemoryDrafts implements DraftStore {
  map = new Map<string, Draft>();
  get = (n: string) => this.map.get(n);
  set = (n: string, d: Draft) => {
    this.map.set(n, d);
    return true;
  };
  clear = (n: string, v: unknown) => {
    if (JSON.stringify(this.map.get(n)?.value) === JSON.stringify(v)) this.map.delete(n);
  };
}

const flushPromises = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

let transport: FakeTransport;
let drafts: MemoryDrafts;
beforeEach(() => {
  vi.useFakeTimers();
  transport = new FakeTransport();
  drafts = new MemoryDrafts();
});
afterEach(() => vi.useRealTimers());

const textSync = (value = "", revision = 0) =>
  new ValueSync("missie-en-visie", { value, revision }, { transport, drafts, timing: policyTiming });
const tableSync = (value: unknown[] = [], revision = 0) =>
  new ValueSync("contextAnalyse", { value, revision }, { transport, drafts, timing: tableTiming });

describe("debounce", () => {
  it("saves 5 s after the last edit, once, with the latest text", async () => {
    const sync = textSync();
    sync.edit("W");
    expect(sync.getState().status).toBe("pending");
    vi.advanceTimersByTime(3_000);
    sync.edit("Wij");
    vi.advanceTimersByTime(4_999);
    expect(transport.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(transport.calls).toEqual([{ name: "missie-en-visie", value: "Wij", baseRevision: 0, keepalive: false }]);
    expect(sync.getState().status).toBe("saving");
  });

  it("ignores an edit equal to the current value", () => {
    const sync = textSync("zelfde", 3);
    sync.edit("zelfde");
    vi.advanceTimersByTime(10_000);
    expect(transport.calls).toHaveLength(0);
    expect(sync.getState().status).toBe("idle");
    expect(drafts.map.size).toBe(0);
  });
});

describe("indicator timings", () => {
  it("policy text: 'Opgeslagen' right after saving, hidden 1.5 s later", async () => {
    const sync = textSync();
    sync.edit("tekst");
    vi.advanceTimersByTime(5_000);
    await transport.ok();
    expect(sync.getState()).toMatchObject({ status: "saved", revision: 1 });
    vi.advanceTimersByTime(1_499);
    expect(sync.getState().status).toBe("saved");
    vi.advanceTimersByTime(1);
    expect(sync.getState().status).toBe("idle");
  });

  it("table: 'Opgeslagen' 0.5 s after the sync, cleared 2 s after that", async () => {
    const sync = tableSync();
    sync.edit([{ id: "a", eis: "x" }]);
    vi.advanceTimersByTime(5_000);
    await transport.ok();
    expect(sync.getState().status).toBe("saving");
    vi.advanceTimersByTime(499);
    expect(sync.getState().status).toBe("saving");
    vi.advanceTimersByTime(1);
    expect(sync.getState().status).toBe("saved");
    vi.advanceTimersByTime(1_999);
    expect(sync.getState().status).toBe("saved");
    vi.advanceTimersByTime(1);
    expect(sync.getState().status).toBe("idle");
  });

  it("deleting rows saves at once: saving, saved after 0.5 s, cleared 2 s later", async () => {
    const sync = tableSync([{ id: "a" }, { id: "b" }], 4);
    sync.edit([{ id: "b" }], { immediate: true });
    expect(transport.calls).toHaveLength(1);
    expect(sync.getState().status).toBe("saving");
    await transport.ok();
    vi.advanceTimersByTime(500);
    expect(sync.getState().status).toBe("saved");
    vi.advanceTimersByTime(2_000);
    expect(sync.getState().status).toBe("idle");
  });
});

describe("leaving the page", () => {
  it("flush saves at once, with keepalive when the tab closes", async () => {
    const sync = textSync();
    sync.edit("bijna weg");
    vi.advanceTimersByTime(1_000);
    void sync.flush({ keepalive: true });
    expect(transport.calls).toEqual([
      { name: "missie-en-visie", value: "bijna weg", baseRevision: 0, keepalive: true },
    ]);
    await transport.ok();
    vi.advanceTimersByTime(10_000);
    expect(transport.calls).toHaveLength(1); // the debounce was cancelled
  });

  it("flush does nothing when everything is saved", () => {
    const sync = textSync("x", 1);
    void sync.flush();
    expect(transport.calls).toHaveLength(0);
  });
});

describe("failures", () => {
  it("keeps the draft and retries with backoff after a network failure", async () => {
    const sync = textSync();
    sync.edit("offline getypt");
    vi.advanceTimersByTime(5_000);
    await transport.fail(new SaveFailure("network", "Geen verbinding"));
    expect(sync.getState().status).toBe("retrying");
    expect(drafts.get("missie-en-visie")?.value).toBe("offline getypt");
    vi.advanceTimersByTime(999);
    expect(transport.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(transport.calls).toHaveLength(2);
    await transport.fail(new SaveFailure("network", "Geen verbinding"));
    sync.edit("offline getypt, en meer");
    vi.advanceTimersByTime(1_999);
    expect(transport.calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(transport.calls.at(-1)!.value).toBe("offline getypt, en meer");
    await transport.ok();
    expect(sync.getState().status).toBe("saved");
    expect(drafts.map.size).toBe(0);
  });

  it("retries at once when the browser comes back online", async () => {
    const sync = textSync();
    sync.edit("x");
    vi.advanceTimersByTime(5_000);
    await transport.fail(new SaveFailure("network", "Geen verbinding"));
    sync.retryNow();
    expect(transport.calls).toHaveLength(2);
  });

  it("shows a refused save (e.g. too long) as an error and keeps the text", async () => {
    const sync = textSync();
    sync.edit("x");
    vi.advanceTimersByTime(5_000);
    await transport.fail(new SaveFailure("rejected", "Deze tekst is te lang"));
    expect(sync.getState()).toMatchObject({ status: "error", error: "Deze tekst is te lang", value: "x" });
    vi.advanceTimersByTime(60_000);
    expect(transport.calls).toHaveLength(1);
    expect(drafts.get("missie-en-visie")?.value).toBe("x"); // still kept on this device
  });
});

describe("conflicts", () => {
  it("keeps my text on request and saves it on top of the stored revision", async () => {
    const sync = textSync("oud", 1);
    sync.edit("mijn versie");
    vi.advanceTimersByTime(5_000);
    await transport.fail(new SaveFailure("conflict", "gewijzigd", { value: "hun versie", revision: 2 }));
    expect(sync.getState()).toMatchObject({
      status: "conflict",
      conflict: { value: "hun versie", revision: 2 },
      value: "mijn versie",
    });
    sync.resolveConflict("mine");
    expect(transport.calls.at(-1)).toMatchObject({ value: "mijn versie", baseRevision: 2 });
    await transport.ok();
    expect(sync.getState()).toMatchObject({ status: "saved", revision: 3 });
  });

  it("takes the stored text on request, with who saved it, and drops the draft", async () => {
    const sync = textSync("oud", 1);
    sync.edit("mijn versie");
    vi.advanceTimersByTime(5_000);
    const saved = { updatedAt: "2026-03-12T13:05:00.000Z", updatedByName: "Bert" };
    await transport.fail(new SaveFailure("conflict", "gewijzigd", { value: "hun versie", revision: 2, ...saved }));
    sync.resolveConflict("theirs");
    expect(sync.getState()).toMatchObject({
      status: "idle",
      value: "hun versie",
      revision: 2,
      changed: { by: "Bert", at: saved.updatedAt },
    });
    expect(drafts.map.size).toBe(0);
    expect(transport.calls).toHaveLength(1);
  });
});

describe("local drafts", () => {
  it("restores an unacknowledged draft after a reload and saves it", async () => {
    drafts.set("missie-en-visie", { value: "voor de crash getypt", baseRevision: 2 });
    const sync = textSync("opgeslagen", 2);
    expect(sync.getState()).toMatchObject({ value: "voor de crash getypt", status: "pending" });
    await flushPromises();
    expect(transport.calls).toEqual([
      { name: "missie-en-visie", value: "voor de crash getypt", baseRevision: 2, keepalive: false },
    ]);
  });

  it("turns a draft made on an older revision into a conflict", () => {
    drafts.set("missie-en-visie", { value: "oude draft", baseRevision: 1 });
    const sync = textSync("nieuwer", 2);
    expect(sync.getState()).toMatchObject({
      status: "conflict",
      value: "oude draft",
      conflict: { value: "nieuwer", revision: 2 },
    });
  });

  it("saves edits made while a save was in flight right after it", async () => {
    const sync = textSync();
    sync.edit("een");
    vi.advanceTimersByTime(5_000);
    sync.edit("een twee");
    vi.advanceTimersByTime(5_000); // debounce fires during the flight
    expect(transport.calls).toHaveLength(1);
    await transport.ok();
    expect(transport.calls).toHaveLength(2);
    expect(transport.calls[1]).toMatchObject({ value: "een twee", baseRevision: 1 });
    expect(drafts.get("missie-en-visie")?.value).toBe("een twee");
    await transport.ok();
    expect(sync.getState()).toMatchObject({ status: "saved", revision: 2, value: "een twee" });
    expect(drafts.map.size).toBe(0);
  });
});
