/**
 * The two prices of the offer: the monthly fee and the one-time start fee. Each is
 * configured as a Stripe price id (price_…) or as a lookup key; a lookup key's price is looked up
 * and, when it does not exist yet, created on first use, so a fresh Stripe account needs no setup.
 */
import type Stripe from "stripe";
import type { Config } from "@core/server/config";
import { offer } from "../messages";

export type OfferPrices = { monthly: string; setup: string };

const cache = new WeakMap<Stripe, Promise<OfferPrices>>();

export function resolveOfferPrices(stripe: Stripe, config: Config): Promise<OfferPrices> {
  let pending = cache.get(stripe);
  if (!pending) {
    pending = Promise.all([
      resolvePrice(stripe, config.STRIPE_PRICE_MONTHLY, {
        currency: offer.currency,
        unit_amount: offer.monthlyCents,
        recurring: { interval: "month" },
        product_data: { name: offer.productName },
      }),
      resolvePrice(stripe, config.STRIPE_PRICE_SETUP, {
        currency: offer.currency,
        unit_amount: offer.setupFeeCents,
        product_data: { name: offer.setupProductName },
      }),
    ]).then(([monthly, setup]) => ({ monthly, setup }));
    // A failure (Stripe unreachable) is not remembered: the next checkout tries again.
    pending.catch(() => cache.delete(stripe));
    cache.set(stripe, pending);
  }
  return pending;
}

async function resolvePrice(
  stripe: Stripe,
  idOrLookupKey: string,
  create: Omit<Stripe.PriceCreateParams, "lookup_key">,
): Promise<string> {
  if (idOrLookupKey.startsWith("price_")) return idOrLookupKey;
  const found = await stripe.prices.list({ lookup_keys: [idOrLookupKey], active: true, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  // The idempotency key makes two servers starting at once create one price, not two.
  const price = await stripe.prices.create(
    { ...create, lookup_key: idOrLookupKey },
    { idempotencyKey: `normwijs-price-${idOrLookupKey}` },
  );
  return price.id;
}
