import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT: "3" });
});
afterAll(async () => server?.close());

it("limits repeated sign-in attempts from one address with 429 and a Dutch message", async () => {
  const client = server.client();
  const attempt = () =>
    client.post("/api/auth/sign-in/email", { email: "niemand@voorbeeld.nl", password: "raden-raden" });
  for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
});

it("ignores a client-supplied address header, so the limit cannot be dodged", async () => {
  const res = await server.client().post(
    "/api/auth/sign-in/email",
    { email: "niemand@voorbeeld.nl", password: "raden-raden" },
    {
      "x-normwijs-client-ip": "10.1.2.3",
      "x-forwarded-for": "10.9.9.9",
    },
  );
  expect(res.status).toBe(429);
});

it("limits password reset requests per address the same way", async () => {
  const client = server.client();
  const ask = () => client.post("/api/auth/request-password-reset", { email: "niemand@voorbeeld.nl" });
  for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
  const limited = await ask();
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/^Te veel pogingen\./);
});
