/** Only Stripe's failures are Stripe failures (502); a failure of our own database is ours (500). */
import { expect, it } from "vitest";
import { sql } from "kysely";
import { payAtStripe, useBillingServer } from "./test/helpers";

const billing = useBillingServer();

it("answers 500 (not a Stripe error) when storing the subscription fails in our database", async () => {
  const owner = await billing.server.user();
  const { sessionId } = await payAtStripe(billing.fake, owner);
  // The database refuses the write: the table is briefly gone.
  await sql`alter table billing_subscription rename to billing_subscription_weg`.execute(billing.server.db);
  try {
    const res = await owner.post("/api/billing/sync", { sessionId });
    expect(res).toMatchObject({
      status: 500,
      body: { code: "internal", message: "Er ging iets mis op de server. Probeer het later opnieuw." },
    });
  } finally {
    await sql`alter table billing_subscription_weg rename to billing_subscription`.execute(billing.server.db);
  }
  // Stripe itself was fine: the same sync now succeeds.
  const again = await owner.post("/api/billing/sync", { sessionId });
  expect(again.status).toBe(200);
  expect(again.body.subscription.status).toBe("active");
});

it("still answers 502 with the Dutch message when Stripe itself fails", async () => {
  const owner = await billing.server.user();
  const { sessionId } = await payAtStripe(billing.fake, owner);
  billing.fake.failNext("GET", `/v1/checkout/sessions/${sessionId}`, 500, "Stripe is stuk");
  const res = await owner.post("/api/billing/sync", { sessionId });
  expect(res.status).toBe(502);
  expect(res.body.code).toBe("stripe_error");
});
