/** Stripe configured but unreachable: the Abonnement routes say so in Dutch, never a 500 or a hang. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { closedPort } from "./test/closed-port";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: "whsec_test_unreachable",
    STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}`,
  });
});
afterAll(async () => server?.close());

it("shows the page, and a checkout answers 502 'niet bereikbaar' at once", async () => {
  const owner = await server.user();
  const page = await owner.get("/api/billing/subscription");
  expect(page.status).toBe(200);
  expect(page.body.subscription).toBeNull();

  const started = Date.now();
  const res = await owner.post("/api/billing/checkout");
  expect(res.status).toBe(502);
  expect(res.body).toEqual({
    code: "stripe_unreachable",
    message: "De betaaldienst is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.",
  });
  expect(Date.now() - started).toBeLessThan(5_000);
});
