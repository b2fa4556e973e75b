/**
 * 'Wet en klachttermijn' on the real server: only an Eigenaar sets the law the organisation works
 * under and its own complaint term; bad input is a Dutch 400 that changes nothing; the complaint's
 * deadline in the calendar, the element page's register and the handbook follow it, for that
 * organisation only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { regimeMessages } from "@norm/complaint-terms";
import type { CalendarDto } from "@modules/planning/model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());

async function withComplaint(c: TestClient, receivedDaysAgo: number) {
  const res = await c.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
    value: [
      {
        id: "k1",
        type: "Klacht",
        datum: addDays(today(), -receivedDaysAgo),
        klachtOntvangen: addDays(today(), -receivedDaysAgo),
        omschrijving: "Ouder ontevreden",
      },
    ],
    baseRevision: 0,
  });
  expect(res.status).toBe(200);
}

const complaintDue = async (c: TestClient) =>
  (await c.get<CalendarDto>("/api/planning/calendar")).body.items.find((i) => i.kind === "klacht");

describe("the law an organisation works under", () => {
  it("is unanswered at first, and only an Eigenaar sets it, with its own complaint term", async () => {
    const owner = await server.user();
    expect((await owner.get("/api/me")).body.organisation).toMatchObject({ regime: null, complaintWeeks: 6 });
    for (const role of ["editor", "reader"] as const) {
      const member = await server.member(owner, role);
      expect((await member.patch("/api/organisation", { regime: "wkkgz" })).status).toBe(403);
    }
    const res = await owner.patch("/api/organisation", { regime: "jeugdwet", complaintWeeks: 8 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ regime: "jeugdwet", complaintWeeks: 8 });
    expect((await owner.get("/api/me")).body.organisation).toMatchObject({ regime: "jeugdwet", complaintWeeks: 8 });
  });

  it("refuses an unknown law, a term out of range and a control character with a Dutch 400 that changes nothing", async () => {
    const owner = await server.user();
    await owner.patch("/api/organisation", { regime: "wkkgz" });
    for (const [body, message] of [
      [{ regime: "awbz" }, regimeMessages.regimeMissing],
      [{ regime: "wkkgz\u0000" }, regimeMessages.regimeMissing],
      [{ complaintWeeks: 0 }, regimeMessages.weeksInvalid],
      [{ complaintWeeks: 27 }, regimeMessages.weeksInvalid],
      [{ complaintWeeks: 6.5 }, regimeMessages.weeksInvalid],
      [{ complaintWeeks: 2 ** 53 }, regimeMessages.weeksInvalid],
      [{ complaintWeeks: "8" }, regimeMessages.weeksInvalid],
    ] as const) {
      const res = await owner.patch("/api/organisation", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await owner.get("/api/me")).body.organisation).toMatchObject({ regime: "wkkgz", complaintWeeks: 6 });
  });

  it("moves the complaint's deadline in the calendar, the element page and the handbook, for its organisation only", async () => {
    const owner = await server.user();
    const other = await server.user();
    await withComplaint(owner, 45);
    await withComplaint(other, 45);
    // Unanswered: both laws, 6 weeks; 45 days ago is past it.
    expect(await complaintDue(owner)).toMatchObject({ due: addDays(today(), -3), status: "verlopen" });

    await owner.patch("/api/organisation", { regime: "jeugdwet", complaintWeeks: 8 });
    expect(await complaintDue(owner)).toMatchObject({ due: addDays(today(), 11), status: "binnenkort" });
    const element = (await owner.get("/api/elements/4.5")).body.dossier;
    const register = element.registers.find((r: { name: string }) => r.name === MELDINGEN_TABLE);
    expect(JSON.stringify(register)).toContain("Oordeel binnen 8 weken na ontvangst (uw klachtenregeling, Jeugdwet)");
    const handbook = await owner.get("/api/handbook");
    expect(JSON.stringify(handbook.body)).toContain(
      "Oordeel binnen 8 weken na ontvangst (uw klachtenregeling, Jeugdwet)",
    );

    // The other organisation keeps its own (unanswered) clock.
    expect(await complaintDue(other)).toMatchObject({ due: addDays(today(), -3), status: "verlopen" });

    await owner.patch("/api/organisation", { regime: "wkkgz" });
    expect(await complaintDue(owner)).toMatchObject({ due: addDays(today(), -3), status: "verlopen" });
  });
});
