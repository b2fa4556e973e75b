/** Signed Stripe events whose data is missing or malformed are refused (400) and store nothing. */
import { expect, it } from "vitest";
import { postWebhook, stripeEvent, useBillingServer } from "./test/helpers";

const billing = useBillingServer();

const { data: _data, ...withoutData } = stripeEvent("customer.subscription.updated", {});

it.each([
  ["an empty event", {}],
  ["an event without data", withoutData],
  ["an event with data null", { ...withoutData, data: null }],
  ["an event without a type", { ...stripeEvent("customer.subscription.updated", { id: "sub_1" }), type: undefined }],
  ["an event id that is not a Stripe id", stripeEvent("customer.subscription.updated", { id: "sub_1" }, "../../evt")],
  ["a subscription without an id", stripeEvent("customer.subscription.updated", { status: "active" })],
  ["an object as the subscription id", stripeEvent("customer.subscription.updated", { id: { id: "sub_1" } })],
  [
    "a path as the subscription id",
    stripeEvent("customer.subscription.deleted", { id: "sub_1/../../customers/cus_1" }),
  ],
  [
    "a path as a checkout's subscription",
    stripeEvent("checkout.session.completed", { mode: "subscription", subscription: "../v1/customers" }),
  ],
  [
    "an object without id as a checkout's subscription",
    stripeEvent("checkout.session.completed", { mode: "subscription", subscription: { x: 1 } }),
  ],
])("refuses %s with 400 and stores nothing", async (_, event) => {
  const res = await postWebhook(billing.server, JSON.stringify(event));
  expect(res).toEqual({
    status: 400,
    body: { code: "invalid_event", message: "Dit Stripe-bericht heeft niet de verwachte vorm." },
  });
  expect(await billing.server.db.selectFrom("billing_event").selectAll().execute()).toEqual([]);
  expect(await billing.server.db.selectFrom("billing_subscription").selectAll().execute()).toEqual([]);
  expect(billing.fake.requests).toHaveLength(0);
});

it("still acknowledges a well-formed checkout without a subscription", async () => {
  const event = stripeEvent("checkout.session.completed", { mode: "payment", subscription: null });
  expect(await postWebhook(billing.server, JSON.stringify(event))).toEqual({ status: 200, body: { received: true } });
});
