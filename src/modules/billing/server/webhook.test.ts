import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import {
  organisationIdOf,
  payAtStripe,
  postWebhook,
  stripeEvent,
  subscribe,
  useBillingServer,
  webhookSecret,
} from "./test/helpers";

const signer = new Stripe("sk_test_signer");

const billing = useBillingServer();

const storedSubscription = (id: string) =>
  billing.server.db.selectFrom("billing_subscription").selectAll().where("id", "=", id).executeTakeFirst();
const processedEvent = (id: string) =>
  billing.server.db.selectFrom("billing_event").selectAll().where("id", "=", id).executeTakeFirst();

/** Posts a signed webhook as a stream in 64 KB chunks: Transfer-Encoding chunked, no Content-Length. */
async function postWebhookChunked(payload: string) {
  const bytes = new TextEncoder().encode(payload);
  const chunkSize = 64 * 1024;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const res = await fetch(`${billing.server.url}/api/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

describe("Stripe webhook", () => {
  it("stores the subscription of a completed checkout for the customer's organisation", async () => {
    const owner = await billing.server.user();
    const { sessionId, subscription } = await payAtStripe(billing.fake, owner);
    const event = stripeEvent("checkout.session.completed", {
      ...billing.fake.sessions.get(sessionId),
      _lineItems: undefined,
    });
    const res = await postWebhook(billing.server, JSON.stringify(event));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const row = await storedSubscription(subscription.id);
    expect(row).toMatchObject({
      organisation_id: await organisationIdOf(owner),
      status: "active",
      product_name: "Normwijs abonnement",
      unit_amount: 3000,
    });
    expect((await owner.get("/api/billing/subscription")).body.subscription.status).toBe("active");
    expect(await processedEvent(event.id)).toMatchObject({ type: "checkout.session.completed" });
  });

  it("treats the event as a trigger and stores what Stripe says now, not what the event says", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    const stale = { ...subscription, status: "active", cancel_at_period_end: false };
    const periodEnd = Math.floor(Date.now() / 1000) + 5 * 24 * 60 * 60;
    billing.fake.updateSubscription(subscription.id, {
      status: "past_due",
      cancel_at_period_end: true,
      current_period_end: periodEnd,
    });
    billing.fake.reset();
    const res = await postWebhook(billing.server, JSON.stringify(stripeEvent("customer.subscription.updated", stale)));
    expect(res.status).toBe(200);
    expect(billing.fake.find("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect((await owner.get("/api/billing/subscription")).body.subscription).toMatchObject({
      status: "past_due",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
  });

  it("stores the end of a subscription", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    billing.fake.updateSubscription(subscription.id, { status: "canceled" });
    const res = await postWebhook(
      billing.server,
      JSON.stringify(stripeEvent("customer.subscription.deleted", subscription)),
    );
    expect(res.status).toBe(200);
    expect((await owner.get("/api/billing/subscription")).body.subscription.status).toBe("canceled");
    // The owner's activity log says so, once, in Dutch.
    const billingEntries = (await owner.get("/api/activity?kind=billing.changed")).body.entries;
    expect(billingEntries).toHaveLength(1);
    expect(billingEntries[0]).toMatchObject({ actor: "Betaalprovider", subject: "status: Opgezegd", userId: null });
  });

  it("handles an event delivered twice only once", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    billing.fake.reset();
    const payload = JSON.stringify(stripeEvent("customer.subscription.updated", subscription));
    expect((await postWebhook(billing.server, payload)).body).toEqual({ received: true });
    billing.fake.updateSubscription(subscription.id, { status: "unpaid" });
    const again = await postWebhook(billing.server, payload);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    expect(billing.fake.find("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect((await storedSubscription(subscription.id))!.status).toBe("active");
  });

  it("refuses a signature made with another secret and stores nothing", async () => {
    const owner = await billing.server.user();
    const { sessionId, subscription } = await payAtStripe(billing.fake, owner);
    const event = stripeEvent("checkout.session.completed", billing.fake.sessions.get(sessionId)!);
    billing.fake.reset();
    const res = await postWebhook(billing.server, JSON.stringify(event), { secret: "whsec_someone_else" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("bad_signature");
    expect(await storedSubscription(subscription.id)).toBeUndefined();
    expect(await processedEvent(event.id)).toBeUndefined();
    expect(billing.fake.requests).toHaveLength(0);
  });

  it("refuses a tampered body and stores nothing", async () => {
    const owner = await billing.server.user();
    const { sessionId, subscription } = await payAtStripe(billing.fake, owner);
    billing.fake.reset();
    const genuine = stripeEvent("checkout.session.completed", {
      ...billing.fake.sessions.get(sessionId),
      status: "open",
      subscription: null,
    });
    const forged = {
      ...genuine,
      data: { object: { ...genuine.data.object, status: "complete", subscription: subscription.id } },
    };
    const res = await postWebhook(billing.server, JSON.stringify(forged), { signedPayload: JSON.stringify(genuine) });
    expect(res.status).toBe(400);
    expect(await storedSubscription(subscription.id)).toBeUndefined();
    expect(await processedEvent(genuine.id)).toBeUndefined();
    expect(billing.fake.requests).toHaveLength(0);
  });

  it("refuses a request without a signature", async () => {
    const payload = JSON.stringify(stripeEvent("customer.subscription.updated", { id: "sub_x" }));
    expect((await postWebhook(billing.server, payload, { signature: null })).status).toBe(400);
    expect((await postWebhook(billing.server, payload, { signature: "t=1,v1=deadbeef" })).status).toBe(400);
  });

  it("leaves an event unhandled when Stripe cannot be reached, so Stripe delivers it again", async () => {
    const owner = await billing.server.user();
    const { sessionId, subscription } = await payAtStripe(billing.fake, owner);
    const event = stripeEvent("checkout.session.completed", billing.fake.sessions.get(sessionId)!);
    billing.fake.failNext("GET", `/v1/subscriptions/${subscription.id}`);
    expect((await postWebhook(billing.server, JSON.stringify(event))).status).toBe(500);
    expect(await processedEvent(event.id)).toBeUndefined();
    expect((await postWebhook(billing.server, JSON.stringify(event))).status).toBe(200);
    expect((await storedSubscription(subscription.id))!.status).toBe("active");
  });

  it("acknowledges an event whose subscription Stripe no longer has (404), instead of failing it for days", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    // Deleted at Stripe: the fake now answers 404 resource_missing, as Stripe does.
    billing.fake.subscriptions.delete(subscription.id);
    billing.fake.reset();
    const event = stripeEvent("customer.subscription.updated", { ...subscription, status: "past_due" });
    const res = await postWebhook(billing.server, JSON.stringify(event));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(billing.fake.find("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(await processedEvent(event.id)).toMatchObject({ type: "customer.subscription.updated" });
    // Nothing is taken from the event itself: the stored subscription is as Stripe last said.
    expect((await storedSubscription(subscription.id))!.status).toBe("active");

    // Delivered again, it is a duplicate and Stripe is not asked again.
    const again = await postWebhook(billing.server, JSON.stringify(event));
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(billing.fake.find("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
  });

  it("still leaves an event unhandled on a Stripe 5xx that is not about a missing subscription", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    const event = stripeEvent("customer.subscription.updated", subscription);
    billing.fake.failNext("GET", `/v1/subscriptions/${subscription.id}`, 503, "Service unavailable");
    expect((await postWebhook(billing.server, JSON.stringify(event))).status).toBe(500);
    expect(await processedEvent(event.id)).toBeUndefined();
  });

  it("refuses a body over 1 MB with 413, also when it is sent chunked without Content-Length", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    billing.fake.reset();
    const event = stripeEvent("customer.subscription.updated", { ...subscription, padding: "x".repeat(1024 * 1024) });
    const payload = JSON.stringify(event);

    const withLength = await postWebhook(billing.server, payload);
    expect(withLength.status).toBe(413);
    expect(withLength.body).toEqual({ code: "too_large", message: "De gegevens die u stuurt zijn te groot." });

    const chunked = await postWebhookChunked(payload);
    expect(chunked.status).toBe(413);
    expect(chunked.body).toEqual({ code: "too_large", message: "De gegevens die u stuurt zijn te groot." });
    expect(await processedEvent(event.id)).toBeUndefined();
    expect(billing.fake.requests).toHaveLength(0);

    // A chunked event of ordinary size is read and handled as before.
    const small = stripeEvent("customer.subscription.updated", subscription);
    const ok = await postWebhookChunked(JSON.stringify(small));
    expect(ok).toEqual({ status: 200, body: { received: true } });
    expect(await processedEvent(small.id)).toBeDefined();
  });

  it("acknowledges events it does not use, and subscriptions of customers it does not know", async () => {
    const invoice = stripeEvent("invoice.paid", { id: "in_1", object: "invoice" });
    expect((await postWebhook(billing.server, JSON.stringify(invoice))).status).toBe(200);
    expect(billing.fake.requests).toHaveLength(0);

    const owner = await billing.server.user();
    const { subscription } = await payAtStripe(billing.fake, owner);
    billing.fake.updateSubscription(subscription.id, { customer: "cus_from_elsewhere" });
    const res = await postWebhook(
      billing.server,
      JSON.stringify(stripeEvent("customer.subscription.created", subscription)),
    );
    expect(res.status).toBe(200);
    expect(await storedSubscription(subscription.id)).toBeUndefined();
  });
});
