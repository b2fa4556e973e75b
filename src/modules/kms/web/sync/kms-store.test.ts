/**
 * The KMS store's page lifecycle, with the browser's document, window and localStorage replaced by
 * small stand-ins (vitest runs in Node) and the server faked at the transport edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { KmsValueDto } from "@norm/kms-values";
import { KEEPALIVE_BUDGET_BYTES, KmsStore, type PageEnvironment, type StoreTransport } from "./kms-store";
import { SaveFailure, UPDATED_ELSEWHERE_MS } from "./value-sync";

type Call = { name: string; value: unknown; baseRevision: number; keepalive: boolean };

/** Records saves; each answers when the test says so. */
class FakeTransport implements StoreTransport {
  calls: Call[] = [];
  /** What the server holds, for load(name) after a live event. */
  stored: Record<string, KmsValueDto> = {};
  loads: string[] = [];
  async load(name: string) {
    this.loads.push(name);
    return this.stored[name] ?? null;
  }
  private waiting: { call: Call; resolve(r: { revision: number }): void; reject(e: unknown): void }[] = [];
  save(name: string, value: unknown, baseRevision: number, { keepalive }: { keepalive: boolean }) {
    const call = { name, value, baseRevision, keepalive };
    this.calls.push(call);
    return new Promise<{ revision: number }>((resolve, reject) => this.waiting.push({ call, resolve, reject }));
  }
  async answerAll() {
    for (const w of this.waiting.splice(0)) w.resolve({ revision: w.call.baseRevision + 1 });
    await settle();
  }
}

/** localStorage with an optional size limit that throws like the browser's QuotaExceededError. */
class FakeStorage {
  map = new Map<string, string>();
  constructor(private readonly maxChars = Infinity) {}
  getItem = (k: string) => this.map.get(k) ?? null;
  removeItem = (k: string) => void this.map.delete(k);
  setItem = (k: string, v: string) => {
    if (v.length > this.maxChars) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.map.set(k, v);
  };
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  hide() {
    this.visibilityState = "hidden";
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const dto = (value: unknown, revision: number): KmsValueDto => ({
  value,
  revision,
  updatedAt: "2026-01-01T00:00:00Z",
  updatedBy: "u1",
  updatedByName: "Anna",
});

let transport: FakeTransport;
let storage: FakeStorage;
let doc: FakeDocument;
let win: EventTarget;
let store: KmsStore;

function makeStore(server: Record<string, KmsValueDto> = {}, maxChars = Infinity) {
  storage = new FakeStorage(maxChars);
  const env = { document: doc, window: win, storage } as unknown as PageEnvironment;
  store = new KmsStore("org1", server, transport, env);
  return store;
}

/** Fires beforeunload as the browser does and tells whether the page asked 'leave this page?'. */
function beforeUnload(): boolean {
  const e = new Event("beforeunload", { cancelable: true });
  win.dispatchEvent(e);
  return e.defaultPrevented;
}

beforeEach(() => {
  vi.useFakeTimers();
  transport = new FakeTransport();
  doc = new FakeDocument();
  win = new EventTarget();
});
afterEach(() => {
  store?.dispose();
  vi.useRealTimers();
});

const longText = "a".repeat(70 * 1024); // over the browsers' 64 KiB keepalive cap

describe("lifecycle", () => {
  it("starts each value from the loaded server value, or empty", () => {
    makeStore({ doelgroep: dto("Jongeren", 3) });
    expect(store.get<string>("doelgroep", "text").getState()).toMatchObject({
      value: "Jongeren",
      revision: 3,
      status: "idle",
    });
    expect(store.get<string>("missie-en-visie", "text").getState()).toMatchObject({ value: "", revision: 0 });
    expect(store.get("competentie", "table").getState().value).toEqual([]);
    expect(store.get("doelgroep", "text")).toBe(store.get("doelgroep", "text")); // one sync per name
  });

  it("stops listening to the page once disposed", () => {
    makeStore();
    store.get<string>("doelgroep", "text").edit("x");
    store.dispose();
    doc.hide();
    expect(transport.calls).toEqual([]);
  });
});

describe("saving when the page is left", () => {
  it("saves everything unsaved with ordinary requests, of any size, when the page becomes hidden", async () => {
    makeStore();
    store.get<string>("missie-en-visie", "text").edit(longText);
    store.get<string>("doelgroep", "text").edit("kort");
    doc.hide();
    expect(transport.calls.map((c) => [c.name, c.keepalive])).toEqual([
      ["missie-en-visie", false],
      ["doelgroep", false],
    ]);
    await transport.answerAll();
    expect(store.get("missie-en-visie", "text").getState().status).toBe("saved");
  });

  it("on pagehide uses keepalive only for values that fit the 64 KiB budget; larger ones go as ordinary requests", () => {
    makeStore();
    store.get<string>("missie-en-visie", "text").edit(longText);
    store.get<string>("doelgroep", "text").edit("kort");
    win.dispatchEvent(new Event("pagehide"));
    expect(transport.calls.map((c) => [c.name, c.keepalive])).toEqual([
      ["missie-en-visie", false],
      ["doelgroep", true],
    ]);
  });

  it("keeps the keepalive bodies together under the budget", () => {
    makeStore();
    const third = "b".repeat(Math.floor(KEEPALIVE_BUDGET_BYTES / 3));
    for (const name of ["a1", "a2", "a3", "a4"]) store.get<string>(name, "text").edit(third);
    win.dispatchEvent(new Event("pagehide"));
    expect(transport.calls.map((c) => c.keepalive)).toEqual([true, true, false, false]);
  });

  it("asks 'leave this page?' while a value too large for keepalive is still unsaved, and not once it is saved", async () => {
    makeStore();
    const sync = store.get<string>("missie-en-visie", "text");
    sync.edit(longText);
    expect(beforeUnload()).toBe(true);
    expect(transport.calls).toEqual([{ name: "missie-en-visie", value: longText, baseRevision: 0, keepalive: false }]);
    await transport.answerAll();
    expect(beforeUnload()).toBe(false);
  });

  it("does not ask when a small unsaved value can go with keepalive", () => {
    makeStore();
    store.get<string>("doelgroep", "text").edit("kort");
    expect(beforeUnload()).toBe(false);
    expect(transport.calls[0]).toMatchObject({ name: "doelgroep", keepalive: true });
  });

  it("does nothing when everything is saved", () => {
    makeStore({ doelgroep: dto("Jongeren", 1) });
    store.get<string>("doelgroep", "text");
    doc.hide();
    expect(beforeUnload()).toBe(false);
    expect(transport.calls).toEqual([]);
  });

  it("retries failed saves at once when the browser is back online", async () => {
    makeStore();
    const sync = store.get<string>("doelgroep", "text");
    sync.edit("offline");
    doc.hide();
    const first = transport.calls.length;
    // The network fails: the save is retried later, or at once when 'online' fires.
    (transport as unknown as { waiting: { reject(e: unknown): void }[] }).waiting
      .shift()!
      .reject(new TypeError("Failed to fetch"));
    await settle();
    expect(sync.getState().status).toBe("retrying");
    win.dispatchEvent(new Event("online"));
    expect(transport.calls.length).toBe(first + 1);
    expect(transport.calls.at(-1)).toMatchObject({ name: "doelgroep", value: "offline", keepalive: false });
    expect(beforeUnload()).toBe(true); // not saved yet after a failure: leaving is questioned
  });
});

describe("drafts", () => {
  it("keeps unsaved typing in localStorage per organisation and drops it once the server has it", async () => {
    makeStore();
    store.get<string>("doelgroep", "text").edit("getypt");
    expect(JSON.parse(storage.getItem("normwijs:draft:org1:doelgroep")!)).toEqual({ value: "getypt", baseRevision: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    await transport.answerAll();
    expect(storage.getItem("normwijs:draft:org1:doelgroep")).toBeNull();
  });

  it("restores a draft left by a closed tab and saves it", async () => {
    storage = new FakeStorage();
    const server = { doelgroep: dto("oud", 2) };
    const env = { document: doc, window: win, storage } as unknown as PageEnvironment;
    storage.setItem(
      "normwijs:draft:org1:doelgroep",
      JSON.stringify({ value: "nieuw, nooit verstuurd", baseRevision: 2 }),
    );
    store = new KmsStore("org1", server, transport, env);
    expect(store.get<string>("doelgroep", "text").getState()).toMatchObject({
      value: "nieuw, nooit verstuurd",
      status: "pending",
    });
    await settle();
    expect(transport.calls).toEqual([
      { name: "doelgroep", value: "nieuw, nooit verstuurd", baseRevision: 2, keepalive: false },
    ]);
  });

  it("shows 'Niet opgeslagen' (draftFailed) when the draft does not fit in localStorage, until the server has it", async () => {
    makeStore({}, 1_000);
    const sync = store.get<string>("missie-en-visie", "text");
    sync.edit("past nog");
    expect(sync.getState().draftFailed).toBeFalsy();
    sync.edit("x".repeat(2_000));
    expect(sync.getState()).toMatchObject({ status: "pending", draftFailed: true });
    // The older, shorter draft must not stand in for the newer text.
    expect(storage.getItem("normwijs:draft:org1:missie-en-visie")).toBeNull();
    expect(beforeUnload()).toBe(true);
    await transport.answerAll();
    expect(sync.getState()).toMatchObject({ status: "saved", draftFailed: false });
  });
});

describe("server values", () => {
  it("takes a newer server value for an untouched section", () => {
    makeStore({ "kwaliteitsdoelstellingen-sets": dto(["a"], 1) });
    const sets = store.get<string[]>("kwaliteitsdoelstellingen-sets", "list");
    store.setServer("kwaliteitsdoelstellingen-sets", dto(["a", "b"], 2));
    expect(sets.getState()).toMatchObject({ value: ["a", "b"], revision: 2 });
  });

  it("never overwrites a section with unsaved local edits", () => {
    makeStore({ doelgroep: dto("server", 1) });
    const sync = store.get<string>("doelgroep", "text");
    sync.edit("mijn tekst");
    store.setServer("doelgroep", dto("van een collega", 2));
    expect(sync.getState()).toMatchObject({ value: "mijn tekst", revision: 1 });
  });

  it("forgets a removed value and its draft", () => {
    makeStore();
    const sync = store.get<string>("kwaliteitsdoelstelling-x", "text");
    sync.edit("weg");
    store.remove("kwaliteitsdoelstelling-x");
    expect(storage.getItem("normwijs:draft:org1:kwaliteitsdoelstelling-x")).toBeNull();
    expect(store.get<string>("kwaliteitsdoelstelling-x", "text")).not.toBe(sync);
    expect(store.get<string>("kwaliteitsdoelstelling-x", "text").getState().value).toBe("");
  });
});

describe("live events and reloads", () => {
  const event = (name: string, revision: number, extra: { deleted?: true } = {}) => ({
    name,
    revision,
    updatedBy: "u2",
    updatedByName: "Bram",
    updatedAt: "2026-03-12T13:05:00Z",
    ...extra,
  });

  it("applies a colleague's save to an untouched section and says 'Bijgewerkt door' for a while", async () => {
    makeStore({ doelgroep: dto("oud", 1) });
    const sync = store.get<string>("doelgroep", "text");
    transport.stored.doelgroep = { ...dto("nieuw van Bram", 2), updatedByName: "Bram" };
    await store.onEvent(event("doelgroep", 2));
    expect(transport.loads).toEqual(["doelgroep"]);
    expect(sync.getState()).toMatchObject({
      value: "nieuw van Bram",
      revision: 2,
      changed: { by: "Bram", at: "2026-01-01T00:00:00Z" },
      updatedElsewhere: { by: "Bram" },
    });
    vi.advanceTimersByTime(UPDATED_ELSEWHERE_MS);
    expect(sync.getState().updatedElsewhere).toBeUndefined();
    expect(sync.unsaved).toBe(false);
  });

  it("keeps a section being edited; its save then meets the conflict choice", async () => {
    makeStore({ doelgroep: dto("oud", 1) });
    const sync = store.get<string>("doelgroep", "text");
    sync.edit("mijn tekst");
    transport.stored.doelgroep = dto("van Bram", 2);
    await store.onEvent(event("doelgroep", 2));
    expect(transport.loads).toEqual([]);
    expect(sync.getState()).toMatchObject({ value: "mijn tekst", revision: 1, status: "pending" });
    expect(sync.getState().updatedElsewhere).toBeUndefined();
    // A later reload does not overwrite it either.
    store.receive({ doelgroep: dto("van Bram", 2) });
    expect(sync.getState().value).toBe("mijn tekst");

    vi.advanceTimersByTime(5_000);
    expect(transport.calls).toEqual([{ name: "doelgroep", value: "mijn tekst", baseRevision: 1, keepalive: false }]);
    const failing = transport as unknown as { waiting: { reject(e: unknown): void }[] };
    failing.waiting.splice(0)[0]!.reject(new SaveFailure("conflict", "409", dto("van Bram", 2)));
    await settle();
    expect(sync.getState()).toMatchObject({ status: "conflict", conflict: { value: "van Bram", revision: 2 } });
  });

  it("ignores the event of this tab's own save, before and after the save's answer", async () => {
    makeStore({ doelgroep: dto("oud", 1) });
    const sync = store.get<string>("doelgroep", "text");
    sync.edit("eigen tekst", { immediate: true });
    expect(transport.calls).toHaveLength(1);
    // The event overtakes the answer to the save.
    await store.onEvent(event("doelgroep", 2));
    await transport.answerAll();
    await store.onEvent(event("doelgroep", 2));
    expect(transport.loads).toEqual([]);
    expect(sync.getState()).toMatchObject({ value: "eigen tekst", revision: 2 });
    expect(sync.getState().updatedElsewhere).toBeUndefined();
  });

  it("ignores events older than what it holds", async () => {
    makeStore({ doelgroep: dto("nieuw", 5) });
    store.get<string>("doelgroep", "text");
    await store.onEvent(event("doelgroep", 4));
    expect(transport.loads).toEqual([]);
  });

  it("empties an untouched section deleted elsewhere, back to revision 0", async () => {
    makeStore({ "kwaliteitsdoelstelling-x": dto("doel", 1) });
    const sync = store.get<string>("kwaliteitsdoelstelling-x", "text");
    await store.onEvent(event("kwaliteitsdoelstelling-x", 2, { deleted: true }));
    expect(sync.getState()).toMatchObject({ value: "", revision: 0, updatedElsewhere: { by: "Bram" } });
  });

  it("takes a reload's values the same way: newer ones where untouched, deletions, older ones never", () => {
    makeStore({ doelgroep: dto("oud", 1), competentie: dto([{ id: "r1" }], 3), beleid: dto("weg", 1) });
    const doelgroep = store.get<string>("doelgroep", "text");
    const competentie = store.get<unknown[]>("competentie", "table");
    const beleid = store.get<string>("beleid", "text");
    store.receive({ doelgroep: dto("nieuw", 2), competentie: dto([], 2) });
    expect(doelgroep.getState()).toMatchObject({ value: "nieuw", revision: 2 });
    expect(doelgroep.getState().updatedElsewhere).toBeUndefined();
    expect(competentie.getState()).toMatchObject({ value: [{ id: "r1" }], revision: 3 });
    expect(beleid.getState()).toMatchObject({ value: "", revision: 0 });
    // A load that does not know of a value learned since (it started earlier) deletes nothing.
    store.setServer("kwaliteitsdoelstellingen-sets", dto(["a"], 1));
    const sets = store.get<string[]>("kwaliteitsdoelstellingen-sets", "list");
    store.receive({ doelgroep: dto("nieuw", 2), competentie: dto([], 2) });
    expect(sets.getState()).toMatchObject({ value: ["a"], revision: 1 });
    // A section opened later starts from the newest value the store heard of.
    store.receive({ doelgroep: dto("nieuw", 2), competentie: dto([], 2), missie: dto("later", 4) });
    expect(store.get<string>("missie", "text").getState()).toMatchObject({ value: "later", revision: 4 });
  });
});
