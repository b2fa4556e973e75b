import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { setUpTwoFactor } from "../../../server/test/totp";
import { addDays, addMonths, amsterdamDay } from "@core/shared/calendar-day";
import type { CalendarDto, OverviewDto, ReviewDatesDto } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const lastMonth = () => addMonths(today(), -1);

async function put(c: TestClient, name: string, value: unknown) {
  const current = (await c.get("/api/kms/values")).body.values[name];
  const res = await c.put(`/api/kms/values/${encodeURIComponent(name)}`, {
    value,
    baseRevision: current?.revision ?? 0,
  });
  expect(res.status).toBe(200);
}

describe("review dates", () => {
  it("default to 12 months after the last change and upload, can be set by hand and reset", async () => {
    const owner = await server.user();
    let dates = (await owner.get<ReviewDatesDto>("/api/planning/review-dates")).body;
    expect(dates.topic["missie-en-visie"]).toEqual({ reviewOn: null, setByHand: false, defaultOn: null });

    await put(owner, "missie-en-visie", "Wij helpen jongeren.");
    await tusUpload(owner, Buffer.from("beleid"), meta("Privacybeleid.pdf", "beleid"));
    dates = (await owner.get<ReviewDatesDto>("/api/planning/review-dates")).body;
    const yearOn = addMonths(today(), 12);
    expect(dates.topic["missie-en-visie"]).toEqual({ reviewOn: yearOn, setByHand: false, defaultOn: yearOn });
    const [fileId, fileDate] = Object.entries(dates.document)[0]!;
    expect(fileDate).toEqual({ reviewOn: yearOn, setByHand: false, defaultOn: yearOn });

    const set = await owner.put("/api/planning/review-dates/topic/missie-en-visie", { reviewOn: "2027-02-01" });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ reviewOn: "2027-02-01", setByHand: true, defaultOn: yearOn });
    expect(
      (await owner.put(`/api/planning/review-dates/document/${fileId}`, { reviewOn: "2027-03-01" })).body,
    ).toMatchObject({
      reviewOn: "2027-03-01",
      setByHand: true,
    });
    const reset = await owner.put("/api/planning/review-dates/topic/missie-en-visie", { reviewOn: null });
    expect(reset.body).toEqual({ reviewOn: yearOn, setByHand: false, defaultOn: yearOn });
  });

  it("refuses invalid dates with a Dutch 400, unknown subjects with 404, and readers with 403", async () => {
    const owner = await server.user();
    for (const reviewOn of ["2026-02-30", "01-02-2027", "", 20270201, "1800-01-01"]) {
      const res = await owner.put("/api/planning/review-dates/topic/doelgroep", { reviewOn });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Kies een geldige datum in de kalender.");
    }
    expect((await owner.put("/api/planning/review-dates/topic/doelgroep", {})).status).toBe(400);
    expect((await owner.put("/api/planning/review-dates/topic/bestaat-niet", { reviewOn: "2027-01-01" })).status).toBe(
      404,
    );
    expect((await owner.put("/api/planning/review-dates/document/onbekend", { reviewOn: "2027-01-01" })).status).toBe(
      404,
    );
    expect((await owner.put("/api/planning/review-dates/iets/doelgroep", { reviewOn: "2027-01-01" })).status).toBe(404);

    const reader = await server.member(owner, "reader");
    const refused = await reader.put("/api/planning/review-dates/topic/doelgroep", { reviewOn: "2027-01-01" });
    expect(refused.status).toBe(403);
    const editor = await server.member(owner, "editor");
    expect((await editor.put("/api/planning/review-dates/topic/doelgroep", { reviewOn: "2027-01-01" })).status).toBe(
      200,
    );
  });

  it("never sets or reads another organisation's document", async () => {
    const a = await server.user();
    const b = await server.user();
    await tusUpload(a, Buffer.from("x"), meta("Van A.pdf", "notulen"));
    const [fileId] = Object.keys((await a.get<ReviewDatesDto>("/api/planning/review-dates")).body.document);
    expect((await b.put(`/api/planning/review-dates/document/${fileId}`, { reviewOn: "2027-01-01" })).status).toBe(404);
    expect(Object.keys((await b.get<ReviewDatesDto>("/api/planning/review-dates")).body.document)).toEqual([]);
  });
});

describe("overview and calendar", () => {
  it("show a measure dated last month as overdue, recent changes, and only the caller's organisation", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const other = await server.user();
    await put(owner, "maatregelen", [
      { id: "m1", datum: lastMonth(), risico: "Uitval", actie: "Back-up maken", evaluatie: "" },
    ]);
    await put(owner, "materialen-en-middelen", [
      { id: "k1", materiaal: "Tillift", datumUitvoering: addDays(today(), 10) },
    ]);

    const overview = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(overview.today).toBe(today());
    expect(overview.overdue.map((i) => i.title)).toEqual(["Maatregel: Back-up maken"]);
    expect(overview.overdue[0]!.link).toBe("/kwaliteitssysteem/risicos-en-kansen");
    expect(overview.soon.map((i) => i.title)).toEqual(["Keuring: Tillift"]);
    expect(overview.recent.map((r) => [r.what, r.action, r.who])).toEqual([
      ["Materialen en middelen", "gewijzigd", "Anna de Vries"],
      ["Risico's en kansen — Maatregelen", "gewijzigd", "Anna de Vries"],
    ]);
    // HKZ coverage: every element once; a topic with one of its parts filled is 'In bewerking'.
    expect(overview.coverage.map((r) => r.element)).toHaveLength(23);
    const status = (element: string) => overview.coverage.find((r) => r.element === element)?.status;
    expect(status("1.5")).toBe("In bewerking");
    expect(status("2.7")).toBe("Ingevuld");
    expect(status("1.2")).toBe("Leeg");
    expect(overview.coverage.find((r) => r.element === "1.2")?.pages).toEqual([
      { title: "Missie en visie", link: "/kwaliteitssysteem/missie-en-visie" },
    ]);

    const calendar = (await owner.get<CalendarDto>("/api/planning/calendar")).body;
    expect(calendar.items.map((i) => i.kind).sort()).toEqual([
      "herziening-onderdeel",
      "herziening-onderdeel",
      "keuring",
      "maatregel",
    ]);

    const theirs = (await other.get<OverviewDto>("/api/planning/overview")).body;
    expect([...theirs.overdue, ...theirs.soon, ...theirs.recent]).toEqual([]);
    expect((await other.get<CalendarDto>("/api/planning/calendar")).body.items).toEqual([]);
    expect((await server.client().get("/api/planning/overview")).status).toBe(401);
  });

  it("tells a new organisation where to start and follows its progress", async () => {
    const owner = await server.user();
    const fresh = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(fresh.progress).toEqual({
      filled: 0,
      total: 13,
      next: {
        slug: "missie-en-visie",
        title: "Missie en visie",
        link: "/kwaliteitssysteem/missie-en-visie",
        started: false,
      },
    });
    expect([...fresh.overdue, ...fresh.soon, ...fresh.recent]).toEqual([]);

    await put(owner, "missie-en-visie", "Wij helpen jongeren en hun ouders.");
    await put(owner, "doelgroep", "Jongeren van 12 tot 18 jaar.");
    await put(owner, "contextAnalyse", [{ id: "c1", belanghebbende: "Gemeente", eis: "", oplossing: "" }]);
    const later = (await owner.get<OverviewDto>("/api/planning/overview")).body;
    expect(later.progress.filled).toBe(3);
    expect(later.progress.next).toMatchObject({ slug: "kwaliteitsbeleid", started: false });

    // A colleague who reads sees the same progress; another organisation is not affected.
    const reader = await server.member(owner, "reader");
    expect((await reader.get<OverviewDto>("/api/planning/overview")).body.progress.filled).toBe(3);
    const other = await server.user();
    expect((await other.get<OverviewDto>("/api/planning/overview")).body.progress.filled).toBe(0);
  });

  it("'Afgerond' ends a dated row, moves a review 12 months on, and is refused for readers and unknown items", async () => {
    const owner = await server.user();
    await put(owner, "signalen", [{ id: "s1", datum: lastMonth(), afwijking: "Klacht", evaluatie: "" }]);
    await put(owner, "doelgroep", "Jongeren");
    await owner.put("/api/planning/review-dates/topic/doelgroep", { reviewOn: lastMonth() });
    const reader = await server.member(owner, "reader");

    const refused = await reader.post("/api/planning/completions", { itemId: "rij:signalen:s1", due: lastMonth() });
    expect(refused.status).toBe(403);
    expect(
      (await owner.post("/api/planning/completions", { itemId: "rij:signalen:s1", due: "2020-01-01" })).status,
    ).toBe(404);
    expect((await owner.post("/api/planning/completions", { itemId: "rij:signalen:s1", due: "gisteren" })).status).toBe(
      400,
    );

    expect(
      (await owner.post("/api/planning/completions", { itemId: "rij:signalen:s1", due: lastMonth() })).status,
    ).toBe(200);
    expect(
      (await owner.post("/api/planning/completions", { itemId: "herziening:doelgroep", due: lastMonth() })).status,
    ).toBe(200);
    const items = (await owner.get<CalendarDto>("/api/planning/calendar")).body.items;
    expect(items.find((i) => i.id === "rij:signalen:s1")).toBeUndefined();
    expect(items.find((i) => i.id === "herziening:doelgroep")).toMatchObject({
      due: addMonths(today(), 12),
      status: "later",
    });
    const row = await server.db
      .selectFrom("due_completion")
      .selectAll()
      .where("item_id", "=", "rij:signalen:s1")
      .executeTakeFirstOrThrow();
    const ownerId = (await owner.get("/api/me")).body.user.id;
    expect(row).toMatchObject({ completed_by: ownerId, completed_on: today() });
  });
});

describe("calendar feed", () => {
  it("serves an RFC 5545 calendar to its secret only, without a session, and renews", async () => {
    const owner = await server.user();
    await put(owner, "maatregelen", [
      {
        id: "m1",
        datum: lastMonth(),
        risico: "R",
        actie: "Brandoefening, met iedereen; ook de nieuwe collega's",
        evaluatie: "",
      },
    ]);
    const { url } = (await owner.get("/api/planning/feed")).body;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await owner.get("/api/planning/feed")).body.url).toBe(url);
    const path = new URL(url).pathname;

    const res = await server.client().fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const measure = events.find((e) => e.summary.startsWith("Maatregel"))!;
    expect(measure.summary).toBe("Maatregel: Brandoefening, met iedereen; ook de nieuwe collega's");
    expect(measure.startDate.isDate).toBe(true);
    expect(measure.startDate.toString()).toBe(lastMonth());
    expect(measure.uid).toMatch(/^rij:maatregelen:m1\./);
    expect(measure.component.getFirstPropertyValue("url")).toBe(
      "http://localhost:3000/kwaliteitssysteem/risicos-en-kansen",
    );
    expect(measure.description).toBe(
      "Maatregel: Brandoefening, met iedereen; ook de nieuwe collega's\nOpen in Normwijs: http://localhost:3000/kwaliteitssysteem/risicos-en-kansen",
    );
    const { organisation } = (await owner.get("/api/me")).body;
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Normwijs — ${organisation.name}`);
    // An organisation without a name (from before sign-up asked for it): 'Normwijs', not 'Normwijs — '.
    await server.db.updateTable("organisation").set({ name: "" }).where("id", "=", organisation.id).execute();
    const unnamed = new ICAL.Component(ICAL.parse(await (await server.client().fetch(path)).text()));
    expect(unnamed.getFirstPropertyValue("x-wr-calname")).toBe("Normwijs");
    expect(measure.component.getFirstPropertyValue("dtstamp")).toBeTruthy();

    expect((await server.client().fetch("/api/calendar/verkeerd-geheim-verkeerd-geheim-0123456789.ics")).status).toBe(
      404,
    );
    expect((await server.client().fetch(path.replace(".ics", "x.ics"))).status).toBe(404);

    const renewed = (await owner.post("/api/planning/feed/renew")).body.url;
    expect(renewed).not.toBe(url);
    expect((await server.client().fetch(path)).status).toBe(404);
    expect((await server.client().fetch(new URL(renewed).pathname)).status).toBe(200);
  });

  it("answers nothing to a member without two-factor sign-in while the organisation requires it", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const ownerFeed = new URL((await owner.get("/api/planning/feed")).body.url).pathname;
    const readerFeed = new URL((await reader.get("/api/planning/feed")).body.url).pathname;
    expect((await server.client().fetch(readerFeed)).status).toBe(200);

    // The rule is checked on every request of the feed, not only when its address was made.
    await setUpTwoFactor(owner);
    expect((await owner.patch("/api/organisation", { twoFactorRequired: true })).status).toBe(200);
    const refused = await server.client().get(readerFeed);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("two_factor_required");
    expect(refused.body.message).toMatch(/tweestapsverificatie/);
    expect((await server.client().fetch(ownerFeed)).status).toBe(200);

    // Set up: the same address works again.
    await setUpTwoFactor(reader);
    expect((await server.client().fetch(readerFeed)).status).toBe(200);
    expect((await reader.post("/api/auth/two-factor/disable", { password: "een-goed-wachtwoord" })).status).toBe(200);
    expect((await server.client().fetch(readerFeed)).status).toBe(403);
    expect((await owner.patch("/api/organisation", { twoFactorRequired: false })).status).toBe(200);
    expect((await server.client().fetch(readerFeed)).status).toBe(200);
  });
});
