/**
 * The complaint clock (Wkkgz) on the real server: a complaint in the register of 4.5 is a due item
 * on its decision day in the Overzicht, the calendar and its feed, moves with a counted extension,
 * is finished in the register only, ends with the decision; the reminder mail names it; the review counts it; an archive
 * exported before the clock still imports.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp } from "../../../server/test/smtp";
import { loadConfig } from "@core/server/config";
import { createMailer } from "@core/server/mail";
import { runReminders } from "@modules/reminders/server/reminders";
import { exportZip, postZip, rezip } from "@modules/transfer/server/test/transfer-client";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { planningMessages } from "../messages";
import { type CalendarDto, type OverviewDto } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const itemId = `rij:${MELDINGEN_TABLE}:k1`;

async function putRegister(c: TestClient, rows: Record<string, string>[]) {
  const current = (await c.get("/api/kms/values")).body.values[MELDINGEN_TABLE];
  const res = await c.put(`/api/kms/values/${MELDINGEN_TABLE}`, { value: rows, baseRevision: current?.revision ?? 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const complaint = (extra: Record<string, string> = {}) => ({
  id: "k1",
  type: "Klacht",
  datum: addDays(today(), -50),
  omschrijving: "Ouder ontevreden over de planning",
  klachtOntvangen: addDays(today(), -43),
  ...extra,
});

const calendarItem = async (c: TestClient) =>
  (await c.get<CalendarDto>("/api/planning/calendar")).body.items.find((i) => i.id === itemId);

describe("the complaint clock", () => {
  it("shows a complaint past its six weeks as overdue in the Overzicht, the calendar and the feed, to its organisation only", async () => {
    const owner = await server.user();
    const other = await server.user();
    await putRegister(owner, [complaint(), { id: "i1", type: "Incident", datum: addDays(today(), -43) }]);

    const overview = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(overview.overdue).toEqual([
      expect.objectContaining({
        id: itemId,
        kind: "klacht",
        kindTitle: "Klacht",
        title: "Oordeel over klacht: Ouder ontevreden over de planning",
        due: addDays(today(), -1),
        link: "/kwaliteitssysteem/meldingen",
        status: "verlopen",
        doneAtSource: true,
      }),
    ]);
    expect((await calendarItem(owner))?.due).toBe(addDays(today(), -1));

    const { url } = (await owner.get("/api/planning/feed")).body;
    const feed = new ICAL.Component(ICAL.parse(await (await server.client().fetch(new URL(url).pathname)).text()));
    const event = feed
      .getAllSubcomponents("vevent")
      .map((e) => new ICAL.Event(e))
      .find((e) => e.uid.startsWith(`${itemId}.`))!;
    expect(event.summary).toBe("Oordeel over klacht: Ouder ontevreden over de planning");
    expect(event.startDate.toString()).toBe(addDays(today(), -1));

    expect((await other.get<CalendarDto>("/api/planning/calendar")).body.items).toEqual([]);
  });

  it("is finished in the register, not with 'Afgerond', and ends with the decision day", async () => {
    const owner = await server.user();
    await putRegister(owner, [complaint()]);
    const refused = await owner.post("/api/planning/completions", { itemId, due: addDays(today(), -1) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(planningMessages.doneAtSource);
    expect(await calendarItem(owner)).toBeDefined();

    await putRegister(owner, [complaint({ klachtOordeel: today() })]);
    expect(await calendarItem(owner)).toBeUndefined();
  });

  it("moves the deadline with an extension told to the client in time, at most four weeks", async () => {
    const owner = await server.user();
    const sixWeeks = addDays(today(), -1);
    await putRegister(owner, [complaint({ klachtVerlengdTot: addDays(today(), 20) })]);
    // Without the notice to the client the extension does not count.
    expect(await calendarItem(owner)).toMatchObject({ due: sixWeeks, status: "verlopen" });

    await putRegister(owner, [
      complaint({ klachtVerlengdTot: addDays(today(), 20), klachtVerlengingGemeld: addDays(today(), -3) }),
    ]);
    expect(await calendarItem(owner)).toMatchObject({ due: addDays(today(), 20), status: "binnenkort" });
    const overview = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(overview.overdue.map((i) => i.id)).not.toContain(itemId);
    expect(overview.soon.map((i) => i.id)).toContain(itemId);

    await putRegister(owner, [
      complaint({ klachtVerlengdTot: addDays(today(), 60), klachtVerlengingGemeld: addDays(today(), -3) }),
    ]);
    expect((await calendarItem(owner))?.due).toBe(addDays(sixWeeks, 28));

    // Told after the six weeks: too late to extend.
    await putRegister(owner, [complaint({ klachtVerlengdTot: addDays(today(), 20), klachtVerlengingGemeld: today() })]);
    expect((await calendarItem(owner))?.due).toBe(sixWeeks);
  });

  it("stores the new columns, refuses the worked-out one and unknown ones, and keeps older rows as they were", async () => {
    const owner = await server.user();
    const old = { id: "k0", type: "Klacht", datum: "2025-02-01", omschrijving: "Van vóór de klok" };
    await putRegister(owner, [old, complaint({ klachtOordeel: today() })]);
    const stored = (await owner.get("/api/kms/values")).body.values[MELDINGEN_TABLE].value;
    expect(stored).toEqual([old, complaint({ klachtOordeel: today() })]);
    for (const extra of [{ meldtermijn: "op tijd" }, { klachtTermijn: "2026-01-01" }]) {
      const res = await owner.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
        value: [{ ...old, ...extra }],
        baseRevision: 1,
      });
      expect(res.status).toBe(400);
    }
    expect((await owner.get("/api/kms/values")).body.values[MELDINGEN_TABLE].value).toEqual(stored);
  });

  it("counts decisions in time and late in the review, and imports a review saved before the clock", async () => {
    const owner = await server.user();
    const year = Number(today().slice(0, 4)) - 1;
    await putRegister(owner, [
      { id: "a", type: "Klacht", datum: `${year}-03-02`, klachtOordeel: `${year}-04-01` },
      { id: "b", type: "Klacht", datum: `${year}-03-02`, klachtOordeel: `${year}-05-01` },
      { id: "c", type: "Klacht", datum: `${year}-03-02` },
    ]);
    const draft = (await owner.get(`/api/review/draft?year=${year}`)).body;
    expect(draft.figures.complaints).toEqual({ total: 3, closed: 0, open: 3, inTime: 1, late: 1, overdue: 1 });
    expect((await owner.post("/api/review", { year, baseVersion: 0, conclusions: "", newGoals: "" })).status).toBe(201);

    const files = unzipSync((await exportZip(owner)).bytes);
    const data = JSON.parse(strFromU8(files["verbeteren/data.json"]!));
    for (const r of data.reviews) {
      expect(r.figures.complaints).toMatchObject({ inTime: 1, late: 1, overdue: 1 });
      r.figures.complaints = { total: 3, closed: 0, open: 3 };
    }
    const target = await server.user();
    const res = await postZip(target, rezip(files, { "verbeteren/data.json": strToU8(JSON.stringify(data)) }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [version] = (await target.get("/api/review")).body.versions;
    const imported = (await target.get(`/api/review/${version.id}`)).body;
    expect(imported.figures.complaints).toEqual({ total: 3, closed: 0, open: 3 });
    expect((await target.get("/api/kms/values")).body.values[MELDINGEN_TABLE].value).toHaveLength(3);
  });
});

describe("the complaint clock in the reminder mails", () => {
  it("sends the overdue mail and lists the complaint in the weekly digest", async () => {
    const smtp = await startTestSmtp();
    const mailing = await startTestServer({ SMTP_URL: smtp.url });
    try {
      const owner = await mailing.user();
      // Monday 23 November 2026; received on 8 October, so the six weeks ended on 19 November.
      const res = await owner.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
        value: [{ id: "k1", type: "Klacht", klachtOntvangen: "2026-10-08", omschrijving: "Wachttijd" }],
        baseRevision: 0,
      });
      expect(res.status).toBe(200);
      const config = loadConfig(mailing.env);
      const deps = { db: mailing.db, config, log: mailing.log, mailer: createMailer(config, mailing.log) };
      expect(await runReminders(deps, new Date("2026-11-23T08:00:00Z"))).toBe(2);
      const mails = smtp.messages.filter((m) => m.to.includes(owner.email.toLowerCase()));
      const subjects = mails.map((m) => m.subject);
      expect(subjects.some((s) => s.startsWith("Verlopen: Oordeel over klacht: Wachttijd"))).toBe(true);
      const digest = mails.find((m) => m.subject.startsWith("Weekoverzicht"))!;
      expect(digest.text).toContain("- 19-11-2026  Oordeel over klacht: Wachttijd");
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
