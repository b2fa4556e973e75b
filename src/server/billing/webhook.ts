/**
 * POST /api/billing/webhook: Stripe's events. The signature is checked on the raw body; each event
 * id is handled once; an event is only a trigger — the subscription it names is re-read from Stripe
 * and stored for the organisation whose customer it is. Public (Stripe has no session).
 */
import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppDeps } from "../app";
import { ApiError } from "../http/errors";
import { now } from "../db";
import { createStripeClient } from "./stripe-client";
import { fetchSubscription, idOf, organisationOfCustomer, storeSubscription } from "./subscriptions";
import { billingDisabled } from "./routes";

/** Stripe events are small; anything far larger is not from Stripe. */
const maxBodyBytes = 1024 * 1024;

/** The subscription an event is about, if it is about one we keep. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  if (event.type.startsWith("customer.subscription.")) return (event.data.object as Stripe.Subscription).id;
  if (event.type.startsWith("checkout.session.")) {
    const session = event.data.object as Stripe.Checkout.Session;
    return session.mode === "subscription" ? idOf(session.subscription) : null;
  }
  return null;
}

export function billingWebhookRoutes({ config, db, log }: AppDeps) {
  const stripe = createStripeClient(config);

  return new Hono().post("/", async (c) => {
    if (!stripe) throw billingDisabled();
    const secret = config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(503, "webhook_not_configured", "De Stripe-webhook is niet geconfigureerd.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new ApiError(400, "bad_signature", "Handtekening ontbreekt.");
    if (Number(c.req.header("content-length") ?? 0) > maxBodyBytes) {
      throw new ApiError(413, "too_large", "De aanvraag is te groot.");
    }
    const raw = Buffer.from(await c.req.arrayBuffer());

    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      log.warn("Stripe-webhook met ongeldige handtekening geweigerd");
      throw new ApiError(400, "bad_signature", "Ongeldige handtekening.");
    }

    const seen = await db.selectFrom("billing_event").select("id").where("id", "=", event.id).executeTakeFirst();
    if (seen) return c.json({ received: true, duplicate: true });

    const subscriptionId = subscriptionIdOf(event);
    if (subscriptionId) {
      // A failure here answers 500 and leaves the event unmarked, so Stripe delivers it again.
      const subscription = await fetchSubscription(stripe, subscriptionId);
      const customerId = idOf(subscription.customer);
      const organisationId = customerId ? await organisationOfCustomer(db, customerId) : undefined;
      if (organisationId) await storeSubscription(db, organisationId, subscription);
      else log.warn(`Stripe-webhook ${event.id}: klant ${customerId} hoort bij geen organisatie`);
    }

    await db
      .insertInto("billing_event")
      .values({ id: event.id, type: event.type, processed_at: now() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return c.json({ received: true });
  });
}
