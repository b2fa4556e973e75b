/**
 * The organisation name refuses control characters on both engines (PostgreSQL cannot store NUL in
 * text: before the shared check this was a 500). Lives here because the route belongs to
 * src/server/organisation while the schema and its check live in src/shared/schemas.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("control characters in the organisation name", () => {
  it.each([["De\u0000Linde"], ["De\u001bLinde"], ["De\u007fLinde"]])("refuses %j with a plain Dutch 400 and keeps the old name", async (name) => {
    const user = await server.user();
    expect((await user.patch("/api/organisation", { name: "Oude naam" })).status).toBe(200);
    const res = await user.patch("/api/organisation", { name });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("De tekst bevat een onzichtbaar teken dat niet is toegestaan. Typ de tekst opnieuw of plak hem zonder opmaak.");
    expect((await user.get("/api/organisation")).body.name).toBe("Oude naam");
  });
});
