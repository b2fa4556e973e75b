/**
 * /api/billing: the organisation's subscription (the 'Abonnement' page).
 * Reading is for every member; starting, syncing after checkout, cancelling, resuming and the
 * payment portal are for the owner only. Without STRIPE_SECRET_KEY every route answers 503, except /access.
 */
import { Hono, type Context } from "hono";
import type Stripe from "stripe";
import { z } from "zod";
import type { AppDeps } from "@core/server/http/context";
import type { AppEnv } from "@core/server/http/context";
import { ApiError, notFound } from "@core/server/http/errors";
import { jsonBody, readJson } from "@core/server/http/validate";
import { getOrganisation } from "@modules/organisation/server";
import { paths } from "@core/shared/paths";
import {
  billingDisabledCode,
  isRunningStatus,
  type AccessDto,
  type BillingOverviewDto,
  type CheckoutDto,
  type PortalDto,
} from "../model";
import { billingMessages } from "../messages";
import { createStripeClient, stripeSdk } from "./stripe-client";
import { resolveOfferPrices } from "./prices";
import { findCustomerId, getOrCreateCustomerId } from "./customers";
import { currentSubscription, fetchSubscription, idOf, storeSubscription } from "./subscriptions";
import { getAccess } from "./access";
import { assertAllowed } from "@core/server/http/permissions";

export const billingDisabled = () => new ApiError(503, billingDisabledCode, billingMessages.disabled);

/** Routes without input still refuse a body with unknown fields; an empty body is fine. */
const noInput = z.object({}).strict();
const syncInput = z.object({
  sessionId: z
    .string({ error: billingMessages.paymentNotFound })
    .regex(/^cs_[A-Za-z0-9_]{1,200}$/, billingMessages.paymentNotFound),
});

export function billingRoutes({ config, db, log }: AppDeps) {
  const stripeClient = createStripeClient(config);
  const stripe = (): Stripe => {
    if (!stripeClient) throw billingDisabled();
    return stripeClient;
  };

  /**
   * Runs a Stripe call; a Stripe failure becomes a 502 with the Dutch message for what failed, or,
   * when Stripe could not be reached at all (refused, timed out), one that says so. Any other
   * failure (our database, a bug) is ours: it goes on to the normal error path (500, logged).
   */
  async function callStripe<T>(what: string, message: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const { StripeError, StripeConnectionError } = stripeSdk().errors;
      if (!(err instanceof StripeError)) throw err;
      log.error(`Stripe: ${what} mislukt`, err.message);
      if (err instanceof StripeConnectionError)
        throw new ApiError(502, "stripe_unreachable", billingMessages.unreachable);
      throw new ApiError(502, "stripe_error", message);
    }
  }

  async function overview(organisationId: string): Promise<BillingOverviewDto> {
    return {
      subscription: await currentSubscription(db, organisationId),
      access: await getAccess(db, config, organisationId),
    };
  }

  async function setCancelAtPeriodEnd(c: Context<AppEnv>, cancel: boolean) {
    stripe();
    await readJson(c, noInput, { allowEmpty: true });
    const member = c.get("member");
    const current = await currentSubscription(db, member.organisationId);
    if (!current || !isRunningStatus(current.status)) throw notFound(billingMessages.noSubscription);
    assertAllowed(member, "billing.manage");
    // Stripe refuses to change an incomplete subscription; it becomes active or expires by itself.
    if (current.status === "incomplete")
      throw new ApiError(409, "first_payment_pending", billingMessages.firstPaymentPending);
    const message = cancel ? billingMessages.cancelFailed : billingMessages.resumeFailed;
    await callStripe(cancel ? "opzeggen" : "hervatten", message, async () => {
      await stripe().subscriptions.update(current.id, { cancel_at_period_end: cancel });
      // Store what Stripe now says, with the product name (update does not expand it).
      await storeSubscription(db, member.organisationId, await fetchSubscription(stripe(), current.id));
    });
    return c.json(await overview(member.organisationId));
  }

  return (
    new Hono<AppEnv>()
      // Whether the caller's organisation may edit: answers without Stripe too (billing_off), so
      // any screen can ask it. Registered before the 503 guard below on purpose.
      .get("/access", async (c) => c.json<AccessDto>(await getAccess(db, config, c.get("member").organisationId)))
      .use("*", async (_c, next) => {
        stripe();
        await next();
      })
      .get("/subscription", async (c) => c.json(await overview(c.get("member").organisationId)))
      .post("/checkout", async (c) => {
        await readJson(c, noInput, { allowEmpty: true });
        const member = c.get("member");
        assertAllowed(member, "billing.manage");
        const current = await currentSubscription(db, member.organisationId);
        if (current && isRunningStatus(current.status)) {
          throw new ApiError(409, "already_subscribed", billingMessages.alreadySubscribed);
        }
        const organisation = await getOrganisation(db, member);
        const session = await callStripe("checkout aanmaken", billingMessages.checkoutFailed, async () => {
          const prices = await resolveOfferPrices(stripe(), config);
          const customer = await getOrCreateCustomerId(db, stripe(), organisation, c.get("user"));
          return stripe().checkout.sessions.create({
            mode: "subscription",
            customer,
            client_reference_id: member.organisationId,
            line_items: [
              { price: prices.monthly, quantity: 1 },
              { price: prices.setup, quantity: 1 },
            ],
            allowed_payment_method_types: config.STRIPE_PAYMENT_METHODS.split(",")
              .map((s) => s.trim())
              .filter(Boolean),
            locale: "nl",
            subscription_data: { metadata: { organisation_id: member.organisationId } },
            success_url: `${config.appUrl}${paths.abonnementSuccess}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${config.appUrl}${paths.abonnementCancel}`,
          });
        });
        if (!session.url) throw new ApiError(502, "stripe_error", billingMessages.checkoutFailed);
        return c.json<CheckoutDto>({ sessionId: session.id, url: session.url });
      })
      .post("/sync", jsonBody(syncInput, { allowEmpty: true }), async (c) => {
        const { sessionId } = await c.req.valid("json")();
        const member = c.get("member");
        assertAllowed(member, "billing.manage");
        const customerId = await findCustomerId(db, member.organisationId);
        const session = await callStripe("sessie ophalen", billingMessages.syncFailed, async () => {
          try {
            return await stripe().checkout.sessions.retrieve(sessionId);
          } catch (err) {
            if (err instanceof stripeSdk().errors.StripeInvalidRequestError && err.statusCode === 404) {
              throw notFound(billingMessages.unknownSession);
            }
            throw err;
          }
        });
        // The session must belong to the caller's organisation, whatever id was sent.
        const ours =
          session.client_reference_id === member.organisationId &&
          customerId !== undefined &&
          idOf(session.customer) === customerId;
        if (!ours) throw notFound(billingMessages.unknownSession);
        const subscriptionId = idOf(session.subscription);
        if (subscriptionId) {
          await callStripe("abonnement ophalen", billingMessages.syncFailed, async () =>
            storeSubscription(db, member.organisationId, await fetchSubscription(stripe(), subscriptionId)),
          );
        }
        return c.json(await overview(member.organisationId));
      })
      .post("/cancel", (c) => setCancelAtPeriodEnd(c, true))
      .post("/resume", (c) => setCancelAtPeriodEnd(c, false))
      .post("/portal", async (c) => {
        await readJson(c, noInput, { allowEmpty: true });
        const member = c.get("member");
        const customer = await findCustomerId(db, member.organisationId);
        if (!customer) throw notFound(billingMessages.noCustomer);
        assertAllowed(member, "billing.manage");
        const portal = await callStripe("portaal openen", billingMessages.portalFailed, () =>
          stripe().billingPortal.sessions.create({
            customer,
            return_url: `${config.appUrl}${paths.abonnement}`,
            locale: "nl",
          }),
        );
        return c.json<PortalDto>({ url: portal.url });
      })
  );
}
