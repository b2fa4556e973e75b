/**
 * The Stripe SDK client, or null when billing is off (no STRIPE_SECRET_KEY). STRIPE_API_BASE, for
 * tests only, points the real SDK at a fake Stripe server on this machine.
 */
import type Stripe from "stripe";
import type { Config } from "@core/server/config";
import { lazyRequire } from "@core/server/lazy-require";

/** The SDK, loaded on first use (billing off: never). */
export const stripeSdk = (): typeof Stripe => lazyRequire("stripe");

/**
 * How long one Stripe request may take before it counts as unreachable (the SDK's own default is
 * 80 s, far longer than anyone waits for a page): the visitor then gets 'niet bereikbaar'.
 */
export const STRIPE_TIMEOUT_MS = 15_000;

export function createStripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const Stripe = stripeSdk();
  if (!config.STRIPE_API_BASE) return new Stripe(config.STRIPE_SECRET_KEY, { timeout: STRIPE_TIMEOUT_MS });
  const base = new URL(config.STRIPE_API_BASE);
  const protocol = base.protocol === "http:" ? "http" : "https";
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === "http" ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });
}
