import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("organisation name", () => {
  it("starts with the name given at sign-up and is saved trimmed for the organisation", async () => {
    const user = await server.user({ organisationName: "Praktijk" });
    expect((await user.get("/api/organisation")).body.name).toBe("Praktijk");
    const res = await user.patch("/api/organisation", { name: "  Jeugdpraktijk De Linde  " });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Jeugdpraktijk De Linde");
    expect((await user.get("/api/me")).body.organisation.name).toBe("Jeugdpraktijk De Linde");
  });

  it.each([
    ["empty", "", "Vul een organisatienaam in."],
    ["whitespace only", "   \t ", "Vul een organisatienaam in."],
    ["over 120 characters", "x".repeat(121), "Een organisatienaam is ten hoogste 120 tekens."],
    ["more than one line", "Regel een\nRegel twee", "Een organisatienaam past op één regel."],
  ])("refuses a name that is %s with a Dutch message and keeps the old name", async (_, name, message) => {
    const user = await server.user();
    await user.patch("/api/organisation", { name: "Oude naam" });
    const res = await user.patch("/api/organisation", { name });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await user.get("/api/organisation")).body.name).toBe("Oude naam");
  });

  it("accepts exactly 120 characters", async () => {
    const user = await server.user();
    expect((await user.patch("/api/organisation", { name: "y".repeat(120) })).status).toBe(200);
  });

  it("refuses a body that is not JSON or has the wrong shape", async () => {
    const user = await server.user();
    expect((await user.request("PATCH", "/api/organisation", "{niet-json")).status).toBe(400);
    expect((await user.patch("/api/organisation", { name: 42 })).status).toBe(400);
    expect((await user.patch("/api/organisation", {})).status).toBe(400);
  });

  it("changes only the caller's own organisation", async () => {
    const a = await server.user();
    const b = await server.user();
    await a.patch("/api/organisation", { name: "Organisatie A" });
    await b.patch("/api/organisation", { name: "Organisatie B" });
    expect((await a.get("/api/organisation")).body.name).toBe("Organisatie A");
    expect((await b.get("/api/organisation")).body.name).toBe("Organisatie B");
  });

  it("refuses a rename by a member who is not the owner", async () => {
    const owner = await server.user({ organisationName: "Praktijk" });
    const reader = await server.member(owner, "reader");
    const res = await reader.patch("/api/organisation", { name: "Overgenomen" });
    expect(res.status).toBe(403);
    expect((await owner.get("/api/organisation")).body.name).toBe("Praktijk");
  });
});
