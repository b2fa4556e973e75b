/**
 * The organisation name and the name at sign-up refuse control characters on both engines
 * (PostgreSQL cannot store NUL in text: before the shared check this was a 500). Lives here because
 * it covers two modules: the organisation's settings and sign-up (auth), whose schemas share the
 * name check (organisation/schemas.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("control characters in the organisation name", () => {
  it.each([["De\u0000Linde"], ["De\u001bLinde"], ["De\u007fLinde"]])(
    "refuses %j with a plain Dutch 400 and keeps the old name",
    async (name) => {
      const user = await server.user();
      expect((await user.patch("/api/organisation", { name: "Oude naam" })).status).toBe(200);
      const res = await user.patch("/api/organisation", { name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        "De organisatienaam bevat een onzichtbaar teken dat niet is toegestaan. Typ de naam opnieuw of plak hem zonder opmaak.",
      );
      expect((await user.get("/api/organisation")).body.name).toBe("Oude naam");
    },
  );
});

describe("control characters in the name at sign-up", () => {
  it("refuses a name with NUL with a plain Dutch 400 and creates no account", async () => {
    const email = `nul-${Date.now()}@voorbeeld.nl`;
    const res = await server.client().post("/api/auth/sign-up/email", {
      name: "Anna\u0000",
      email,
      password: "een-goed-wachtwoord",
      organisationName: "Praktijk",
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Uw naam bevat een onzichtbaar teken dat niet is toegestaan. Typ uw naam opnieuw.");
    expect(await server.db.selectFrom("user").select("id").where("email", "=", email).execute()).toEqual([]);
  });
});
