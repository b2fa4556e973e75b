import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "./session";

const anna: Me = {
  user: { id: "u1", name: "Anna", email: "anna@voorbeeld.nl", emailVerified: true },
  organisation: { id: "o1", name: "Zorg A", role: "owner" } as Me["organisation"],
  permissions: [],
  organisations: [],
  twoFactor: { enabled: false, required: false },
};
const bert: Me = {
  user: { id: "u2", name: "Bert", email: "bert@voorbeeld.nl", emailVerified: true },
  organisation: { id: "o2", name: "Zorg B", role: "owner" } as Me["organisation"],
  permissions: [],
  organisations: [],
  twoFactor: { enabled: false, required: false },
};

type Answer = { status: number; body: unknown } | "offline";
let answers: Answer[];
let calls: number;
/** The paths a test expects the store (or its caller) to ask; /api/me unless a test says more. */
let paths: string[];

/** A fresh store per test (module state), with fetch answering from `answers` in order. */
async function freshStore() {
  vi.resetModules();
  return import("./session");
}

beforeEach(() => {
  answers = [];
  calls = 0;
  paths = ["/api/me"];
  vi.stubGlobal("fetch", async (url: string) => {
    expect(paths).toContain(url);
    calls++;
    const answer = answers.shift();
    if (!answer) throw new Error("unexpected request");
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("session store", () => {
  it("asks the server once, shares the request and keeps the answer while it is fresh", async () => {
    const s = await freshStore();
    answers.push({ status: 200, body: anna });
    expect(s.getMe()).toBeUndefined();
    const [a, b] = await Promise.all([s.ensureMe(), s.ensureMe()]);
    expect(a).toEqual(anna);
    expect(b).toEqual(anna);
    expect(await s.ensureMe()).toEqual(anna);
    expect(calls).toBe(1);
    expect(s.getMe()).toEqual(anna);
  });

  it("answers null for a 401 (signed out), not an error", async () => {
    const s = await freshStore();
    answers.push({ status: 401, body: { code: "unauthenticated", message: "Log in." } });
    expect(await s.ensureMe()).toBeNull();
    expect(s.getMe()).toBeNull();
  });

  it("keeps a 403 no_membership an error and asks again next time", async () => {
    const s = await freshStore();
    answers.push({ status: 403, body: { code: "no_membership", message: "Geen organisatie." } });
    const error = await s.ensureMe().catch((e: unknown) => e);
    expect(s.isNoMembership(error)).toBe(true);
    expect(s.getMe()).toBeUndefined();
    answers.push({ status: 200, body: anna });
    expect(await s.ensureMe()).toEqual(anna);
    expect(calls).toBe(2);
  });

  it("asks again once the answer is older than five minutes; offline it keeps the known answer", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const s = await freshStore();
    answers.push({ status: 200, body: anna });
    await s.ensureMe();
    vi.advanceTimersByTime(s.sessionMaxAge - 1);
    await s.ensureMe();
    expect(calls).toBe(1);
    vi.advanceTimersByTime(2);
    answers.push("offline");
    expect(await s.ensureMe()).toEqual(anna);
    expect(calls).toBe(2);
    answers.push({ status: 401, body: {} }); // the session expired meanwhile
    expect(await s.ensureMe()).toBeNull();
    expect(calls).toBe(3);
  });

  it("tells session listeners when the user or organisation changes, not when the organisation is renamed", async () => {
    const s = await freshStore();
    const changes = vi.fn();
    s.onSessionChange(changes);
    answers.push({ status: 200, body: anna });
    await s.ensureMe();
    expect(changes).toHaveBeenCalledTimes(1);

    s.setMe((me) => me && { ...me, organisation: { ...me.organisation, name: "Zorg A nieuw" } });
    expect(s.getMe()?.organisation.name).toBe("Zorg A nieuw");
    expect(changes).toHaveBeenCalledTimes(1);

    s.setMe(null); // signed out
    expect(changes).toHaveBeenCalledTimes(2);
    answers.push({ status: 200, body: bert }); // another account signs in in the same tab
    expect(await s.refreshMe()).toEqual(bert);
    expect(changes).toHaveBeenCalledTimes(3);

    answers.push({ status: 200, body: anna }); // signed in elsewhere as Anna: noticed on the next ask
    await s.refreshMe();
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it("clearMe forgets the answer so the next ensureMe asks the server", async () => {
    const s = await freshStore();
    answers.push({ status: 200, body: anna }, { status: 200, body: anna });
    await s.ensureMe();
    s.clearMe();
    expect(s.getMe()).toBeUndefined();
    await s.ensureMe();
    expect(calls).toBe(2);
  });

  it("runs the work registered for sign-out, even when one of them fails", async () => {
    const s = await freshStore();
    const done: string[] = [];
    s.onBeforeSignOut(async () => void done.push("kms"));
    s.onBeforeSignOut(() => Promise.reject(new Error("kapot")));
    const off = s.onBeforeSignOut(async () => void done.push("removed"));
    off();
    await s.runBeforeSignOut();
    expect(done).toEqual(["kms"]);
  });

  it("asks again when the session's organisation ended, and says where the person now works", async () => {
    const s = await freshStore();
    const both = { ...anna, organisations: [anna.organisation, bert.organisation] };
    answers.push({ status: 200, body: both });
    await s.ensureMe();
    // Removed from Zorg A: a page's next request is refused, /api/me then answers Zorg B.
    paths.push("/api/kms/values");
    const lost = vi.fn();
    s.onAccessLost(lost);
    answers.push({ status: 403, body: { code: "membership_ended", message: "U hoort niet meer bij…" } });
    answers.push({ status: 200, body: { ...anna, organisation: bert.organisation } });
    const { client, json } = await import("./api");
    await expect(json(client.kms.values.$get())).rejects.toMatchObject({ code: "membership_ended" });
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(s.getMe()?.organisation.name).toBe("Zorg B");
    expect(s.getSessionNotice()).toBe("U hoort niet meer bij Zorg A. U werkt nu in Zorg B.");
    s.dismissSessionNotice();
    expect(s.getSessionNotice()).toBeUndefined();
    expect(calls).toBe(3);
  });

  it("on a page load after the removal, takes the remaining organisation without an error page", async () => {
    const s = await freshStore();
    answers.push({ status: 403, body: { code: "membership_ended", message: "U hoort niet meer bij…" } });
    answers.push({ status: 200, body: bert });
    expect(await s.ensureMe()).toEqual(bert);
    expect(s.getSessionNotice()).toBe("U hoort niet meer bij de organisatie waarin u werkte. U werkt nu in Zorg B.");
    expect(calls).toBe(2);
  });

  it("leaves a refused /api/me to its caller (no loop through the access-lost listeners)", async () => {
    const s = await freshStore();
    const lost = vi.fn();
    s.onAccessLost(lost);
    answers.push({ status: 403, body: { code: "no_membership", message: "Geen organisatie." } });
    await expect(s.ensureMe()).rejects.toMatchObject({ code: "no_membership" });
    await new Promise((r) => setTimeout(r, 10));
    expect(lost).not.toHaveBeenCalled();
    expect(calls).toBe(1);
  });
});
