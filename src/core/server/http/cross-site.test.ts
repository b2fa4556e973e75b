import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ORIGIN, type TestServer } from "../../../server/test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const refused = { code: "cross_site", message: "Deze actie is geweigerd omdat ze niet vanuit Normwijs kwam." };

/** A rename with the victim's cookie and the given browser headers (no harness Origin). */
async function renameWith(cookie: string, headers: Record<string, string>) {
  const res = await fetch(`${server.url}/api/organisation`, {
    method: "PATCH",
    headers: { cookie, "content-type": "application/json", ...headers },
    body: JSON.stringify({ name: "Overgenomen" }),
  });
  return { status: res.status, body: await res.json() };
}

describe("cross-site requests", () => {
  it.each([
    ["no Origin, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["no Origin, Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
    ["a foreign Origin", { origin: "https://kwaadaardig.example" }],
    [
      "a foreign Origin that claims same-origin",
      { origin: "https://kwaadaardig.example", "sec-fetch-site": "same-origin" },
    ],
    ["Origin null", { origin: "null" }],
    ["our Origin but Sec-Fetch-Site cross-site", { origin: TEST_ORIGIN, "sec-fetch-site": "cross-site" }],
  ])("refuses a state-changing request with %s (403) and changes nothing", async (_, headers) => {
    const victim = await server.user({ organisationName: "Praktijk De Linde" });
    const res = await renameWith(victim.cookieHeader, headers);
    expect(res).toEqual({ status: 403, body: refused });
    expect((await victim.get("/api/organisation")).body.name).toBe("Praktijk De Linde");
  });

  it.each([
    ["our Origin and Sec-Fetch-Site same-origin", { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" }],
    ["only Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
    ["neither header (not a browser page)", {}],
  ])("accepts a request with %s", async (_, headers) => {
    const user = await server.user();
    const res = await renameWith(user.cookieHeader, headers);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Overgenomen");
  });

  it("refuses a cross-site sign-in and a cross-site waitlist request before they are handled", async () => {
    const post = (path: string, body: unknown) =>
      fetch(server.url + path, {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: JSON.stringify(body),
      });
    const signIn = await post("/api/auth/sign-in/email", { email: "a@voorbeeld.nl", password: "een-goed-wachtwoord" });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toEqual(refused);
    expect((await post("/api/waitlist", { email: "a@voorbeeld.nl" })).status).toBe(403);
  });

  it("lets reading requests through from anywhere", async () => {
    const user = await server.user();
    const res = await fetch(`${server.url}/api/organisation`, {
      headers: { cookie: user.cookieHeader, "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });
});
