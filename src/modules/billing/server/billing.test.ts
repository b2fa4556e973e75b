import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../../server/test/harness";
import {
  organisationIdOf,
  payAtStripe,
  postWebhook,
  startBillingServer,
  stripeEvent,
  subscribe,
  useBillingServer,
} from "./test/helpers";
import { isRunningStatus } from "../model";

const billing = useBillingServer();

const successUrl = "http://localhost:3000/abonnement/success?session_id={CHECKOUT_SESSION_ID}";
const cancelUrl = "http://localhost:3000/abonnement/cancel";

describe("checkout", () => {
  it("creates a subscription-mode Checkout Session with the monthly price and the one-time fee", async () => {
    const owner = await billing.server.user();
    const organisationId = await organisationIdOf(owner);
    const res = await owner.post("/api/billing/checkout");
    expect(res.status).toBe(200);
    expect(res.body.sessionId).toMatch(/^cs_test_/);
    expect(res.body.url).toBe(`${billing.fake.url}/pay/${res.body.sessionId}`);

    const [customerCall] = billing.fake.find("POST", "/v1/customers");
    expect(customerCall!.params).toMatchObject({ email: owner.email, metadata: { organisation_id: organisationId } });
    expect(customerCall!.idempotencyKey).toBe(`normwijs-customer-${organisationId}`);

    const [call] = billing.fake.find("POST", "/v1/checkout/sessions");
    const customerId = (
      await billing.server.db
        .selectFrom("billing_customer")
        .selectAll()
        .where("organisation_id", "=", organisationId)
        .executeTakeFirstOrThrow()
    ).stripe_customer_id;
    const monthly = [...billing.fake.prices.values()].find((p) => p.lookup_key === "normwijs_monthly")!;
    const setup = [...billing.fake.prices.values()].find((p) => p.lookup_key === "normwijs_setup")!;
    expect(monthly).toMatchObject({ unit_amount: 3000, currency: "eur", recurring: { interval: "month" } });
    expect(setup).toMatchObject({ unit_amount: 49500, currency: "eur", recurring: null });
    expect(call!.params).toEqual({
      mode: "subscription",
      customer: customerId,
      client_reference_id: organisationId,
      line_items: [
        { price: monthly.id, quantity: "1" },
        { price: setup.id, quantity: "1" },
      ],
      allowed_payment_method_types: ["card", "ideal", "sepa_debit"],
      locale: "nl",
      subscription_data: { metadata: { organisation_id: organisationId } },
      success_url: successUrl,
      cancel_url: cancelUrl,
    });
  });

  it("keeps the organisation's customer and the prices for the next checkout", async () => {
    const owner = await billing.server.user();
    await owner.post("/api/billing/checkout");
    billing.fake.reset();
    const res = await owner.post("/api/billing/checkout");
    expect(res.status).toBe(200);
    expect(billing.fake.find("POST", "/v1/customers")).toHaveLength(0);
    expect(billing.fake.find("POST", "/v1/prices")).toHaveLength(0);
    expect(billing.fake.find("GET", "/v1/prices")).toHaveLength(0);
    expect(billing.fake.find("POST", "/v1/checkout/sessions")).toHaveLength(1);
  });

  it("answers the Dutch checkout error message when Stripe fails", async () => {
    const owner = await billing.server.user();
    billing.fake.failNext("POST", "/v1/checkout/sessions");
    const res = await owner.post("/api/billing/checkout");
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Het betalen kon niet worden gestart. Probeer het later opnieuw.");
  });

  it("refuses a second subscription while one is running", async () => {
    const owner = await billing.server.user();
    await subscribe(billing.fake, owner);
    const res = await owner.post("/api/billing/checkout");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Uw organisatie heeft al een abonnement.");
  });

  // The page shows a subscription as current exactly when isRunningStatus says so; the server must
  // refuse a second checkout for exactly those statuses.
  it.each([
    ["active", true],
    ["trialing", true],
    ["past_due", true],
    ["unpaid", true],
    ["paused", true],
    ["incomplete", true],
    ["canceled", false],
    ["incomplete_expired", false],
    ["a_status_stripe_adds_later", false],
  ])("%s subscription → running: %s; a second checkout is refused exactly when running", async (status, running) => {
    const owner = await billing.server.user();
    await subscribe(billing.fake, owner, status);
    expect((await owner.get("/api/billing/subscription")).body.subscription.status).toBe(status);
    expect(isRunningStatus(status)).toBe(running);
    const res = await owner.post("/api/billing/checkout");
    expect(res.status).toBe(running ? 409 : 200);
    if (running) expect(res.body.message).toBe("Uw organisatie heeft al een abonnement.");
  });

  it("treats an incomplete subscription (first payment pending) as current until Stripe expires it", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner, "incomplete");
    const overview = (await owner.get("/api/billing/subscription")).body;
    expect(overview.subscription).toMatchObject({ id: subscription.id, status: "incomplete" });
    // Not paid yet: editing rests on the trial, not on the subscription.
    expect(overview.access).toMatchObject({ editingAllowed: true, reason: "trial" });
    expect((await owner.post("/api/billing/checkout")).status).toBe(409);
    // Stripe does not let an incomplete subscription be cancelled or resumed: we say why, and do not try.
    billing.fake.reset();
    for (const route of ["cancel", "resume"]) {
      const res = await owner.post(`/api/billing/${route}`);
      expect(res.status, route).toBe(409);
      expect(res.body.code).toBe("first_payment_pending");
      expect(res.body.message).toMatch(/^Uw abonnement wacht nog op de eerste betaling\./);
    }
    expect(billing.fake.find("POST", /^\/v1\/subscriptions\//)).toHaveLength(0);

    // The payment never came: Stripe ends it, the webhook stores that, and a new checkout may start.
    billing.fake.updateSubscription(subscription.id, { status: "incomplete_expired" });
    expect(
      (await postWebhook(billing.server, JSON.stringify(stripeEvent("customer.subscription.updated", subscription))))
        .status,
    ).toBe(200);
    expect((await owner.get("/api/billing/subscription")).body.subscription.status).toBe("incomplete_expired");
    billing.fake.reset();
    expect((await owner.post("/api/billing/cancel")).status).toBe(404);
    expect(billing.fake.find("POST", /^\/v1\/subscriptions\//)).toHaveLength(0);
    expect((await owner.post("/api/billing/checkout")).status).toBe(200);
  });

  it("refuses input it does not know", async () => {
    const owner = await billing.server.user();
    const res = await owner.post("/api/billing/checkout", {
      priceId: "price_cheap",
      successUrl: "https://evil.example",
    });
    expect(res.status).toBe(400);
    expect(billing.fake.find("POST", "/v1/checkout/sessions")).toHaveLength(0);
    const broken = await owner.request("POST", "/api/billing/checkout", "{kapot");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe("De gegevens konden niet worden gelezen. Probeer het opnieuw.");
    // No body at all is fine for a route without input.
    expect((await owner.request("POST", "/api/billing/checkout", "")).status).toBe(200);
  });
});

describe("configured price ids", () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startBillingServer(billing.fake, {
      STRIPE_PRICE_MONTHLY: "price_monthly_cfg",
      STRIPE_PRICE_SETUP: "price_setup_cfg",
    });
  });
  afterAll(async () => other?.close());

  it("uses a configured price id as it is, without looking it up", async () => {
    const owner = await other.user();
    const res = await owner.post("/api/billing/checkout");
    // The fake Stripe does not know these prices, as a real account would not: Stripe refuses.
    expect(res.status).toBe(502);
    expect(billing.fake.find("GET", "/v1/prices")).toHaveLength(0);
    const [call] = billing.fake.find("POST", "/v1/checkout/sessions");
    expect(call!.params.line_items).toEqual([
      { price: "price_monthly_cfg", quantity: "1" },
      { price: "price_setup_cfg", quantity: "1" },
    ]);
  });
});

describe("success page sync", () => {
  it("stores the subscription of a completed session without waiting for the webhook", async () => {
    const owner = await billing.server.user();
    expect((await owner.get("/api/billing/subscription")).body.subscription).toBeNull();
    const { sessionId, subscription } = await payAtStripe(billing.fake, owner);
    const res = await owner.post("/api/billing/sync", { sessionId });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toEqual({
      id: subscription.id,
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: subscription.items.data[0].current_period_end,
      productName: "Normwijs abonnement",
      unitAmount: 3000,
      currency: "eur",
    });
    expect(res.body.access).toMatchObject({ editingAllowed: true, reason: "subscription" });
    expect((await owner.get("/api/billing/subscription")).body.subscription.status).toBe("active");
  });

  it("does not sync another organisation's session", async () => {
    const a = await billing.server.user();
    const b = await billing.server.user();
    const { sessionId } = await payAtStripe(billing.fake, a);
    const res = await b.post("/api/billing/sync", { sessionId });
    expect(res.status).toBe(404);
    expect((await b.get("/api/billing/subscription")).body.subscription).toBeNull();
    expect((await a.get("/api/billing/subscription")).body.subscription).toBeNull();
  });

  it("answers 404 for an unknown session and 400 for a malformed id", async () => {
    const owner = await billing.server.user();
    expect((await owner.post("/api/billing/sync", { sessionId: "cs_test_doesnotexist" })).status).toBe(404);
    expect((await owner.post("/api/billing/sync", { sessionId: "../v1/customers" })).status).toBe(400);
    expect((await owner.post("/api/billing/sync", {})).status).toBe(400);
  });
});

describe("cancel and resume", () => {
  it("cancels at period end and resumes, storing what Stripe answers", async () => {
    const owner = await billing.server.user();
    const { subscription } = await subscribe(billing.fake, owner);
    billing.fake.reset();

    const cancelled = await owner.post("/api/billing/cancel");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(billing.fake.find("POST", `/v1/subscriptions/${subscription.id}`)[0]!.params).toEqual({
      cancel_at_period_end: "true",
    });
    expect((await owner.get("/api/billing/subscription")).body.subscription.cancelAtPeriodEnd).toBe(true);

    const resumed = await owner.post("/api/billing/resume");
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(billing.fake.find("POST", `/v1/subscriptions/${subscription.id}`)[1]!.params).toEqual({
      cancel_at_period_end: "false",
    });
  });

  it("answers the Dutch cancel and resume messages when Stripe fails, and changes nothing", async () => {
    const owner = await billing.server.user();
    await subscribe(billing.fake, owner);
    billing.fake.failNext("POST", /^\/v1\/subscriptions\//);
    const cancel = await owner.post("/api/billing/cancel");
    expect(cancel.status).toBe(502);
    expect(cancel.body.message).toBe("Er is een fout opgetreden bij het annuleren van uw abonnement");
    expect((await owner.get("/api/billing/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);

    billing.fake.failNext("POST", /^\/v1\/subscriptions\//);
    const resume = await owner.post("/api/billing/resume");
    expect(resume.status).toBe(502);
    expect(resume.body.message).toBe("Er is een fout opgetreden bij het hervatten van uw abonnement");
  });

  it("answers 404 when there is nothing to cancel", async () => {
    const owner = await billing.server.user();
    expect((await owner.post("/api/billing/cancel")).status).toBe(404);
    expect((await owner.post("/api/billing/resume")).status).toBe(404);
    expect(billing.fake.find("POST", /^\/v1\/subscriptions\//)).toHaveLength(0);
  });
});

describe("customer portal", () => {
  it("opens Stripe's portal for the organisation's customer, returning to the overview", async () => {
    const owner = await billing.server.user();
    await subscribe(billing.fake, owner);
    const organisationId = await organisationIdOf(owner);
    const customer = await billing.server.db
      .selectFrom("billing_customer")
      .selectAll()
      .where("organisation_id", "=", organisationId)
      .executeTakeFirstOrThrow();
    const res = await owner.post("/api/billing/portal");
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${billing.fake.url}/portal/bps_`));
    expect(billing.fake.find("POST", "/v1/billing_portal/sessions")[0]!.params).toEqual({
      customer: customer.stripe_customer_id,
      return_url: "http://localhost:3000/abonnement",
      locale: "nl",
    });
  });

  it("answers 404 before the organisation has a Stripe customer", async () => {
    const owner = await billing.server.user();
    expect((await owner.post("/api/billing/portal")).status).toBe(404);
  });
});

describe("only the owner manages the subscription", () => {
  it.each(["editor", "reader"] as const)(
    "an %s may read but not start, cancel, resume or open the portal",
    async (role) => {
      const owner = await billing.server.user();
      await subscribe(billing.fake, owner);
      const member = await billing.server.member(owner, role);
      billing.fake.reset();

      const read = await member.get("/api/billing/subscription");
      expect(read.status).toBe(200);
      expect(read.body.subscription.status).toBe("active");
      for (const route of ["checkout", "cancel", "resume", "portal"]) {
        const res = await member.post(`/api/billing/${route}`);
        expect(res.status, route).toBe(403);
        expect(res.body.message).toBe("Alleen de eigenaar van de organisatie kan het abonnement beheren.");
      }
      expect(billing.fake.requests.filter((r) => r.method === "POST")).toHaveLength(0);
      expect((await owner.get("/api/billing/subscription")).body.subscription.cancelAtPeriodEnd).toBe(false);
    },
  );

  it.each(["editor", "reader"] as const)(
    "an %s may not sync a checkout session either, even one of the organisation",
    async (role) => {
      const owner = await billing.server.user();
      const { sessionId } = await payAtStripe(billing.fake, owner);
      const member = await billing.server.member(owner, role);
      billing.fake.reset();
      const res = await member.post("/api/billing/sync", { sessionId });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Alleen de eigenaar van de organisatie kan het abonnement beheren.");
      expect(billing.fake.requests).toHaveLength(0);
      expect((await owner.get("/api/billing/subscription")).body.subscription).toBeNull();
    },
  );

  it("refuses a visitor who is not signed in", async () => {
    const visitor = billing.server.client();
    expect((await visitor.get("/api/billing/subscription")).status).toBe(401);
    expect((await visitor.post("/api/billing/checkout")).status).toBe(401);
  });
});

describe("access: trial and subscription", () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();

  it("gives a new organisation a 14-day trial for editing", async () => {
    const owner = await billing.server.user();
    const organisationId = await organisationIdOf(owner);
    const org = await billing.server.db
      .selectFrom("organisation")
      .select("created_at")
      .where("id", "=", organisationId)
      .executeTakeFirstOrThrow();
    const { access } = (await owner.get("/api/billing/subscription")).body;
    expect(access).toEqual({
      editingAllowed: true,
      reason: "trial",
      trialEndsAt: new Date(new Date(org.created_at).getTime() + 14 * 24 * 60 * 60 * 1000).toISOString(),
    });
  });

  it("stops editing after the trial without a subscription, and allows it again with one", async () => {
    const owner = await billing.server.user();
    const organisationId = await organisationIdOf(owner);
    await billing.server.db
      .updateTable("organisation")
      .set({ created_at: daysAgo(15) })
      .where("id", "=", organisationId)
      .execute();
    expect((await owner.get("/api/billing/subscription")).body.access).toMatchObject({
      editingAllowed: false,
      reason: "none",
    });
    expect((await owner.get("/api/billing/access")).body).toMatchObject({ editingAllowed: false, reason: "none" });
    await subscribe(billing.fake, owner);
    expect((await owner.get("/api/billing/subscription")).body.access).toMatchObject({
      editingAllowed: true,
      reason: "subscription",
    });
  });
});
