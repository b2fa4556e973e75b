/**
 * POST /api/billing/webhook: Stripe's events. The signature is checked on the raw body; each event
 * id is handled once; an event is only a trigger — the subscription it names is re-read from Stripe
 * and stored for the organisation whose customer it is. Public (Stripe has no session).
 */
import { Hono } from "hono";
import type Stripe from "stripe";
import { limitBody, readBody } from "@core/server/http/body";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import { subscriptionStatusLabel } from "../model";
import { ApiError } from "@core/server/http/errors";
import { httpMessages } from "@core/server/http/messages";
import { billingActivity } from "./messages";
import { now } from "@core/server/db";
import { createStripeClient, stripeSdk } from "./stripe-client";
import { fetchSubscription, idOf, organisationOfCustomer, storeSubscription } from "./subscriptions";
import { billingDisabled } from "./routes";

/** Stripe events are small; anything far larger is not from Stripe. */
const maxBodyBytes = 1024 * 1024;

/** Stripe answers 404 resource_missing for a subscription (or its customer) that was deleted. */
const isMissingAtStripe = (err: unknown) =>
  err instanceof stripeSdk().errors.StripeError && err.statusCode === 404 && err.code === "resource_missing";

const stripeId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`));
const subscriptionIdSchema = stripeId("sub");

/**
 * The parts of an event we use. The signature proves it came from Stripe, not that its data has
 * the shape we expect: a malformed event is refused (400) before anything is stored.
 */
const eventSchema = z.object({
  id: stripeId("evt"),
  type: z.string().min(1).max(200),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const subscriptionObject = z.object({ id: subscriptionIdSchema });
const checkoutSessionObject = z.object({
  mode: z.string().optional(),
  subscription: z.union([subscriptionIdSchema, z.object({ id: subscriptionIdSchema }), z.null()]).optional(),
});

const malformedEvent = () => new ApiError(400, "invalid_event", "Dit Stripe-bericht heeft niet de verwachte vorm.");

/** The subscription an event is about, if it is about one we keep; throws 400 on malformed data. */
function subscriptionIdOf(event: z.infer<typeof eventSchema>): string | null {
  const parse = <T extends z.ZodType>(schema: T): z.infer<T> => {
    const result = schema.safeParse(event.data.object);
    if (!result.success) throw malformedEvent();
    return result.data;
  };
  if (event.type.startsWith("customer.subscription.")) return parse(subscriptionObject).id;
  if (event.type.startsWith("checkout.session.")) {
    const session = parse(checkoutSessionObject);
    return session.mode === "subscription" ? idOf(session.subscription) : null;
  }
  return null;
}

export function billingWebhookRoutes({ config, db, log, activity }: AppDeps) {
  const stripe = createStripeClient(config);

  // The limit is enforced while the body is read, so a chunked request without Content-Length is
  // cut off too. The unread rest of the body is still on the connection: it is closed, not reused.
  const limit = limitBody(maxBodyBytes, (c) => {
    c.header("Connection", "close");
    throw new ApiError(413, "too_large", httpMessages.tooLarge);
  });

  return new Hono().post("/", limit, async (c) => {
    if (!stripe) throw billingDisabled();
    const secret = config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError(503, "webhook_not_configured", "De Stripe-webhook is niet geconfigureerd.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new ApiError(400, "bad_signature", "Handtekening ontbreekt.");
    const raw = await readBody(c);

    let signed: Stripe.Event;
    try {
      signed = stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      log.warn("Stripe-webhook met ongeldige handtekening geweigerd");
      throw new ApiError(400, "bad_signature", "Ongeldige handtekening.");
    }
    const parsed = eventSchema.safeParse(signed);
    if (!parsed.success) {
      log.warn("Stripe-webhook met onverwachte vorm geweigerd");
      throw malformedEvent();
    }
    const event = parsed.data;

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
        if (organisationId) {
          await storeSubscription(db, organisationId, subscription);
          await activity.record({
            organisationId,
            kind: "billing.changed",
            userId: null,
            actor: billingActivity.actor,
            subject: billingActivity.status(subscriptionStatusLabel(subscription.status).label),
            detail: subscription.cancel_at_period_end ? billingActivity.endsAtPeriodEnd : null,
          });
        } else log.warn(`Stripe-webhook ${event.id}: klant ${customerId} hoort bij geen organisatie`);
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
