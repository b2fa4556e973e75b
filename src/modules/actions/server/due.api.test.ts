/**
 * Verbeteracties in the due machinery: the Overzicht ('Verlopen', 'Binnenkort'), the calendar and
 * its .ics feed, and the reminder mails, which go to the action's owner (also a Lezer) alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp, type TestSmtp } from "../../../server/test/smtp";
import { loadConfig } from "@core/server/config";
import { createMailer } from "@core/server/mail";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import type { ActionDto } from "../model";
import type { CalendarDto, OverviewDto } from "@modules/planning/model";
import { planningMessages } from "@modules/planning/messages";
import { runReminders } from "@modules/reminders/server/reminders";

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = smtp = undefined;
});

const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;

async function create(c: TestClient, body: Record<string, unknown>): Promise<ActionDto> {
  const res = await c.post("/api/actions", { sourceKind: "other", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.action;
}

describe("actions as due items", () => {
  it("show in the overview, the calendar and the .ics feed while open; 'Afgerond' is done on the action", async () => {
    server = await startTestServer();
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const today = amsterdamDay(new Date());
    const late = await create(owner, {
      description: "Protocol herzien\nmet team",
      ownerId,
      dueDate: addDays(today, -2),
    });
    const soon = await create(owner, { description: "Intake inplannen", ownerId, dueDate: addDays(today, 5) });
    await create(owner, {
      description: "Al klaar",
      ownerId,
      dueDate: addDays(today, -9),
      status: "done",
      result: "Ja",
    });
    await create(owner, { description: "Vervallen", ownerId, dueDate: addDays(today, -9), status: "cancelled" });

    const overview = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(overview.overdue.filter((i) => i.kind === "verbeteractie")).toEqual([
      {
        id: `improvement-action:${late.id}`,
        kind: "verbeteractie",
        kindTitle: "Verbeteractie",
        title: "Verbeteractie: Protocol herzien",
        due: late.dueDate,
        link: `/verbeteren/acties/${late.id}`,
        status: "verlopen",
        recurring: false,
        assigneeId: ownerId,
        doneAtSource: true,
      },
    ]);
    expect(overview.soon.filter((i) => i.kind === "verbeteractie").map((i) => i.title)).toEqual([
      "Verbeteractie: Intake inplannen",
    ]);
    const calendar = (await owner.get<CalendarDto>("/api/planning/calendar")).body;
    expect(calendar.items.filter((i) => i.kind === "verbeteractie").map((i) => i.link)).toEqual([
      `/verbeteren/acties/${late.id}`,
      `/verbeteren/acties/${soon.id}`,
    ]);
    const refused = await owner.post("/api/planning/completions", {
      itemId: `improvement-action:${late.id}`,
      due: late.dueDate,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(planningMessages.doneAtSource);

    const { url } = (await owner.get("/api/planning/feed")).body;
    const text = await (await server.client().fetch(new URL(url).pathname)).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const event = events.find((e) => e.summary === "Verbeteractie: Protocol herzien")!;
    expect(event.startDate.toString()).toBe(late.dueDate);
    expect(event.uid).toMatch(new RegExp(`^improvement-action:${late.id}\\.`));
    expect(event.component.getFirstPropertyValue("url")).toBe(`http://localhost:3000/verbeteren/acties/${late.id}`);
    expect(events.some((e) => e.summary.includes("Al klaar") || e.summary.includes("Vervallen"))).toBe(false);

    // Done with a result on the action: gone from what is due.
    const done = await owner.put(`/api/actions/${late.id}`, {
      description: late.description,
      ownerId,
      dueDate: late.dueDate,
      status: "done",
      result: "Herzien en gedeeld",
      baseRevision: 1,
    });
    expect(done.status).toBe(200);
    const after = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(after.overdue.some((i) => i.kind === "verbeteractie")).toBe(false);
  });

  it("are mailed to their owner only, also when the owner is a Lezer", async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url });
    const owner = await server.user({ name: "Anna de Vries" });
    expect((await owner.patch("/api/organisation", { name: "Zorg De Linde" })).status).toBe(200);
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    // Monday 23 November 2026, 09:00 in Amsterdam: due three days before, so newly overdue.
    const monday = new Date("2026-11-23T08:00:00Z");
    await create(owner, { description: "Meldcode bespreken", ownerId: await userIdOf(reader), dueDate: "2026-11-20" });

    const config = loadConfig(server.env);
    const deps = { db: server.db, config, log: server.log, mailer: createMailer(config, server.log) };
    expect(await runReminders(deps, monday)).toBe(2);
    const to = (c: TestClient) =>
      smtp!.messages.filter((m) => m.to.includes(c.email.toLowerCase()) && /^(Weekoverzicht|Verlopen)/.test(m.subject));
    expect(to(owner)).toEqual([]);
    expect(to(editor)).toEqual([]);
    const mails = to(reader);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Verlopen: Verbeteractie: Meldcode bespreken (Zorg De Linde)",
      "Weekoverzicht Zorg De Linde: 1 punt vraagt uw aandacht",
    ]);
    const overdue = mails.find((m) => m.subject.startsWith("Verlopen"))!;
    expect(overdue.text).toContain(
      "- 20-11-2026  Verbeteractie: Meldcode bespreken\n  http://localhost:3000/verbeteren/acties/",
    );
    expect(overdue.text).toContain(
      "U krijgt deze e-mail omdat u eigenaar bent van een verbeteractie van Zorg De Linde.",
    );
    // Once only.
    expect(await runReminders(deps, new Date("2026-11-23T15:00:00Z"))).toBe(0);

    // An owner who left the team: the action is for the Eigenaars and Bewerkers again.
    const readerId = await userIdOf(reader);
    expect((await owner.delete(`/api/team/members/${readerId}`)).status).toBeLessThan(300);
    const overview = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(overview.overdue.find((i) => i.kind === "verbeteractie")?.assigneeId).toBeNull();
  });
});
