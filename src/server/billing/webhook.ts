/**
 * POST /api/billing/webhook: Stripe's events. The signature is checked on the raw body; each event
 * id is handled once; an event is only a trigger — the subscription it names is re-read from Stripe
 * and stored for the organisation whose customer it is. Public (Stripe has no session).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import Stripe from "stripe";
import type { AppDeps } from "../app";
import { ApiError } from "../http/errors";
import { now } from "../db";
import { createStripeClient } from "./stripe-client";
import { fetchSubscription, idOf, organisationOfCustomer, storeSubscription } from "./subscriptions";
import { billingDisabled } from "./routes";

/** Stripe events are small; anything far larger is not from Stripe. */
const maxBodyBytes = 1024 * 1024;

/** Stripe answers 404 resource_missing for a subscription (or its customer) that was deleted. */
const isMissingAtStripe = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && err.statusCode === 404 && err.code === "resource_missing";

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

  // The limit is enforced while the body is read, so a chunked request without Content-Length is
  // cut off too. The unread rest of the body is still on the connection: it is closed, not reused.
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => {
      c.header("Connection", "close");
      throw new ApiError(413, "too_large", "De aanvraag is te groot.");
    },
  });

  return new Hono().post("/", limit, async (c) => {
    if (!stripe) throw billingDisabled();
    const secret = config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(503, "webhook_not_configured", "De Stripe-webhook is niet geconfigureerd.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new ApiError(400, "bad_signature", "Handtekening ontbreekt.");
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
      // A failure here (network, Stripe 5xx) answers 500 and leaves the event unmarked, so Stripe
      // delivers it again. A subscription Stripe no longer has will not come back: retrying is
      // pointless, so that event is acknowledged.
      let subscription: Stripe.Subscription | null = null;
      try {
        subscription = await fetchSubscription(stripe, subscriptionId);
      } catch (err) {
        if (!isMissingAtStripe(err)) throw err;
        log.warn(`Stripe-webhook ${event.id}: abonnement ${subscriptionId} bestaat niet meer bij Stripe; overgeslagen`);
      }
      if (subscription) {
        const customerId = idOf(subscription.customer);
        const organisationId = customerId ? await organisationOfCustomer(db, customerId) : undefined;
        if (organisationId) await storeSubscription(db, organisationId, subscription);
        else log.warn(`Stripe-webhook ${event.id}: klant ${customerId} hoort bij geen organisatie`);
      }
    }

    await db
      .insertInto("billing_event")
      .values({ id: event.id, type: event.type, processed_at: now() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return c.json({ received: true });
  });
}
