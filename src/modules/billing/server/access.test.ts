import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "@core/server/config";
import type { TestServer } from "../../../server/test/harness";
import { startTestServer } from "../../../server/test/harness";
import { assertEditingAllowed, getAccess } from "./access";

const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-access-"));
const billingOn: Config = loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: "sk_test_x", TRIAL_DAYS: "14" });
const billingOff: Config = loadConfig({ DATA_DIR: dataDir });
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An organisation created `ageDays` ago, optionally with one stored subscription. */
async function organisation(
  ageDays: number,
  sub?: { status: string; cancelAtPeriodEnd?: boolean; periodEndDays?: number },
) {
  const client = await server.user();
  const id = (await client.get("/api/me")).body.organisation.id as string;
  await server.db
    .updateTable("organisation")
    .set({ created_at: new Date(Date.now() - ageDays * DAY).toISOString() })
    .where("id", "=", id)
    .execute();
  if (sub) {
    await server.db
      .insertInto("billing_subscription")
      .values({
        id: `sub_${id}`,
        organisation_id: id,
        stripe_customer_id: `cus_${id}`,
        status: sub.status,
        cancel_at_period_end: sub.cancelAtPeriodEnd ? 1 : 0,
        current_period_end: Math.floor((Date.now() + (sub.periodEndDays ?? 20) * DAY) / 1000),
        product_name: "Normwijs abonnement",
        unit_amount: 3000,
        currency: "eur",
        stripe_created: Math.floor(Date.now() / 1000),
        updated_at: new Date().toISOString(),
      })
      .execute();
  }
  return id;
}

describe("editing access", () => {
  it("allows everything when billing is off, even long after any trial", async () => {
    const id = await organisation(400);
    await expect(assertEditingAllowed(server.db, billingOff, id)).resolves.toBeUndefined();
    expect(await getAccess(server.db, billingOff, id)).toEqual({
      editingAllowed: true,
      reason: "billing_off",
      trialEndsAt: null,
    });
  });

  it("allows editing during the trial", async () => {
    const id = await organisation(13);
    await expect(assertEditingAllowed(server.db, billingOn, id)).resolves.toBeUndefined();
    expect((await getAccess(server.db, billingOn, id)).reason).toBe("trial");
  });

  it("refuses editing after the trial with 402 and says the data stays readable and exportable", async () => {
    const id = await organisation(15);
    const err = await assertEditingAllowed(server.db, billingOn, id).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 402, code: "subscription_required" });
    expect((err as Error).message).toMatch(/abonnement/);
    expect((err as Error).message).toMatch(/leesbaar en uw documenten te downloaden/);
  });

  it("honours a configured trial length", async () => {
    const id = await organisation(15);
    const longTrial = { ...billingOn, TRIAL_DAYS: 30 };
    await expect(assertEditingAllowed(server.db, longTrial, id)).resolves.toBeUndefined();
  });

  it.each([
    ["active", true],
    ["trialing", true],
    ["past_due", false],
    ["unpaid", false],
    ["canceled", false],
    ["incomplete", false],
    ["incomplete_expired", false],
  ])("after the trial, a %s subscription allows editing: %s", async (status, allowed) => {
    const id = await organisation(30, { status });
    expect((await getAccess(server.db, billingOn, id)).editingAllowed).toBe(allowed);
  });

  it("keeps a subscription cancelled at period end until that end, not after", async () => {
    const running = await organisation(30, { status: "active", cancelAtPeriodEnd: true, periodEndDays: 3 });
    expect((await getAccess(server.db, billingOn, running)).reason).toBe("subscription");
    const over = await organisation(30, { status: "active", cancelAtPeriodEnd: true, periodEndDays: -1 });
    expect((await getAccess(server.db, billingOn, over)).editingAllowed).toBe(false);
  });
});

describe("without Stripe configured", () => {
  it("answers 503 on every billing route and keeps everything else working", async () => {
    const owner = await server.user();
    expect((await owner.get("/api/config")).body.billingEnabled).toBe(false);
    for (const [method, route] of [
      ["GET", "subscription"],
      ["POST", "checkout"],
      ["POST", "sync"],
      ["POST", "cancel"],
      ["POST", "resume"],
      ["POST", "portal"],
      ["POST", "webhook"],
    ] as const) {
      const res = await owner.request(method, `/api/billing/${route}`, method === "POST" ? {} : undefined);
      expect(res.status, route).toBe(503);
      expect(res.body).toMatchObject({
        code: "billing_disabled",
        message: "Betalen is op deze installatie niet ingeschakeld.",
      });
    }
    expect((await owner.get("/api/me")).status).toBe(200);
    expect((await owner.get("/api/billing/access")).body).toEqual({
      editingAllowed: true,
      reason: "billing_off",
      trialEndsAt: null,
    });
  });
});
