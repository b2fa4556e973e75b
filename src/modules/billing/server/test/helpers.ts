/** Test helpers for billing: a server wired to the fake Stripe, subscribing, webhooks. */
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../../server/test/harness";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

export const webhookSecret = "whsec_test_secret_for_normwijs";

export function startBillingServer(fake: FakeStripe, env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fake.url,
    ...env,
  });
}

/**
 * For a test file: one fake Stripe and one server wired to it for the whole file, the fake's
 * state reset before each test. Read them from the returned object inside tests.
 */
export function useBillingServer(env: Record<string, string> = {}): { fake: FakeStripe; server: TestServer } {
  const ctx = {} as { fake: FakeStripe; server: TestServer };
  beforeAll(async () => {
    ctx.fake = await startFakeStripe();
    ctx.server = await startBillingServer(ctx.fake, env);
  });
  afterAll(async () => {
    await ctx.server?.close();
    await ctx.fake?.close();
  });
  beforeEach(() => ctx.fake.reset());
  return ctx;
}

export async function organisationIdOf(client: TestClient): Promise<string> {
  return (await client.get("/api/me")).body.organisation.id;
}

/** Checkout as the owner and let the fake Stripe complete it; the app has not heard of it yet. */
export async function payAtStripe(fake: FakeStripe, owner: TestClient, status = "active") {
  const res = await owner.post("/api/billing/checkout");
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const subscription = fake.completeCheckout(res.body.sessionId, status);
  return { sessionId: res.body.sessionId as string, subscription };
}

/** Checkout, pay and sync as the success page does: the organisation has a stored subscription. */
export async function subscribe(fake: FakeStripe, owner: TestClient, status = "active") {
  const paid = await payAtStripe(fake, owner, status);
  const res = await owner.post("/api/billing/sync", { sessionId: paid.sessionId });
  if (res.status !== 200) throw new Error(`sync failed: ${res.status} ${JSON.stringify(res.body)}`);
  return paid;
}

let eventCounter = 0;

export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${++eventCounter}_${Date.now()}`,
) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

const signer = new Stripe("sk_test_signer");

/** Posts a webhook like Stripe does: raw JSON, a stripe-signature header, no cookie, no Origin. */
export async function postWebhook(
  server: TestServer,
  payload: string,
  opts: { secret?: string; signedPayload?: string; signature?: string | null } = {},
) {
  const header =
    opts.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload: opts.signedPayload ?? payload,
          secret: opts.secret ?? webhookSecret,
        })
      : opts.signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  const res = await fetch(`${server.url}/api/billing/webhook`, { method: "POST", headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
