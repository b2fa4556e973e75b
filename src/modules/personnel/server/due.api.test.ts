/**
 * Medewerkers' dates in the planning and the readiness, through the real routes: every validity
 * date is a due item linked to the record (calendar, Overzicht, .ics feed), seen only by whom keeps
 * every record and by the person it is about; element 2.2 names its reasons without the person.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { addDays, addMonths, amsterdamDay } from "@core/shared/calendar-day";
import type { DueItem } from "@norm/due-items";
import type { ElementDossierDto } from "@modules/elements/model";
import type { PersonDetailDto } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;
const calendar = async (c: TestClient) => (await c.get<{ items: DueItem[] }>("/api/planning/calendar")).body.items;
const personnelItems = (items: DueItem[]) => items.filter((i) => i.kind === "personeel");

/** The issue's worker: registration expiring in 20 days, VOG three years and one day old. */
async function workerWithDates(owner: TestClient, more: Record<string, unknown> = {}) {
  const created = await owner.post<PersonDetailDto>("/api/personnel", {
    name: "Sanne Jansen",
    jobTitle: "Jeugdzorgwerker",
    relation: "in-dienst",
    startDate: today(),
    ...more,
  });
  expect(created.status).toBe(201);
  const id = created.body.person.id;
  await owner.post(`/api/personnel/${id}/items`, {
    kind: "registration",
    register: "skj",
    number: "100012345",
    validUntil: addDays(today(), 20),
  });
  await owner.post(`/api/personnel/${id}/items`, { kind: "vog", issuedOn: addDays(addMonths(today(), -36), -1) });
  return id;
}

describe("dates that warn", () => {
  it("puts two items in the calendar and two reasons on element 2.2, and a new VOG removes one", async () => {
    const owner = await server.user();
    const id = await workerWithDates(owner);

    const items = personnelItems(await calendar(owner));
    expect(items.map((i) => [i.title, i.status, i.link])).toEqual([
      ["Medewerker: VOG van Sanne Jansen vernieuwen", "verlopen", `/medewerkers/${id}`],
      ["Medewerker: Registratie SKJ van Sanne Jansen verlengen", "binnenkort", `/medewerkers/${id}`],
    ]);
    const overview = (await owner.get("/api/planning/overview")).body;
    expect(personnelItems(overview.overdue)).toHaveLength(1);
    expect(personnelItems(overview.soon)).toHaveLength(1);

    const dossier = (await owner.get<ElementDossierDto>("/api/elements/2.2")).body.dossier;
    expect(dossier.readiness).toBe("aandacht");
    const reasons = dossier.reasons.filter((r) => r.kind.startsWith("personnel-"));
    expect(reasons.map((r) => r.kind)).toEqual(["personnel-expired", "personnel-soon"]);
    expect(reasons.every((r) => r.link === `/medewerkers/${id}` && !r.text.includes("Sanne"))).toBe(true);
    // The other elements do not carry them.
    const e21 = (await owner.get<ElementDossierDto>("/api/elements/2.1")).body.dossier;
    expect(e21.reasons.filter((r) => r.kind.startsWith("personnel-"))).toEqual([]);

    await owner.post(`/api/personnel/${id}/items`, { kind: "vog", issuedOn: today() });
    const after = (await owner.get<ElementDossierDto>("/api/elements/2.2")).body.dossier;
    expect(after.reasons.filter((r) => r.kind.startsWith("personnel-")).map((r) => r.kind)).toEqual(["personnel-soon"]);
    expect(personnelItems(await calendar(owner)).map((i) => i.status)).toEqual(["binnenkort", "later"]);
  });

  it("shows the items to the Eigenaar and the person only: not to other members, in the app or the feed", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    await workerWithDates(owner);
    await workerWithDates(owner, { name: "Lezer Zelf", userId: await userIdOf(reader) });

    expect(personnelItems(await calendar(owner))).toHaveLength(4);
    expect(personnelItems(await calendar(editor))).toEqual([]);
    expect(personnelItems((await editor.get("/api/planning/overview")).body.overdue)).toEqual([]);
    expect(personnelItems(await calendar(reader)).map((i) => i.title)).toEqual([
      "Medewerker: VOG van Lezer Zelf vernieuwen",
      "Medewerker: Registratie SKJ van Lezer Zelf verlengen",
    ]);

    const feedOf = async (c: TestClient) => {
      const { url } = (await c.get("/api/planning/feed")).body;
      return (await server.client().fetch(new URL(url).pathname)).text();
    };
    // Lines of an .ics file fold at 75 bytes: unfold before looking for a title.
    const unfold = (s: string) => s.replace(/\r\n[ \t]/g, "");
    expect(unfold(await feedOf(owner))).toContain("VOG van Sanne Jansen vernieuwen");
    expect(unfold(await feedOf(editor))).not.toContain("Sanne");
    const readerFeed = unfold(await feedOf(reader));
    expect(readerFeed).toContain("VOG van Lezer Zelf vernieuwen");
    expect(readerFeed).not.toContain("Sanne");

    // Granted by the Eigenaar, the Bewerker sees them all.
    await owner.put("/api/personnel/settings", { vogYears: 3, retentionYears: 2, grants: [await userIdOf(editor)] });
    expect(personnelItems(await calendar(editor))).toHaveLength(4);
  });
});

describe("the auditor's link", () => {
  it("shows a summary per active person, without files or numbers", async () => {
    const owner = await server.user();
    const id = await workerWithDates(owner);
    await owner.post(`/api/personnel/${id}/items`, {
      kind: "training",
      title: "BHV",
      issuedOn: addMonths(today(), -13),
      validUntil: addDays(today(), -5),
    });
    const file = await owner.fetch(
      `/api/personnel/${id}/items/${(await owner.get<PersonDetailDto>(`/api/personnel/${id}`)).body.person.items[0]!.id}/file?name=VOG.pdf`,
      { method: "POST", body: new Uint8Array(Buffer.from("%PDF-1.4 x")) },
    );
    expect(file.status).toBe(201);
    await owner.post("/api/personnel", { name: "Oud Collega", relation: "in-dienst", endDate: addDays(today(), -1) });

    const created = await owner.post("/api/auditor/links", { name: "Ada Auditor", email: "ada@audit.nl" });
    expect(created.status).toBe(201);
    const token = /#(.+)$/.exec(created.body.url as string)![1]!;
    const view = await server
      .client()
      .request("GET", "/api/auditor-view", undefined, { authorization: `Bearer ${token}` });
    expect(view.status).toBe(200);
    expect(view.body.personnel).toEqual([
      {
        name: "Sanne Jansen",
        jobTitle: "Jeugdzorgwerker",
        relation: "in-dienst",
        vog: { expiresOn: addDays(today(), -1), current: false },
        registrations: [{ register: "skj", expiresOn: addDays(today(), 20), current: true }],
        unregisteredReason: false,
        trainings: 1,
        trainingsExpired: 1,
        lastConversation: null,
      },
    ]);
    expect(JSON.stringify(view.body)).not.toContain("100012345");
    expect(JSON.stringify(view.body)).not.toContain("VOG.pdf");
  });
});

describe("the management review", () => {
  it("counts the staff figures from the records, without names, for every role", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    await workerWithDates(owner);
    const year = Number(today().slice(0, 4));
    const draft = await owner.get(`/api/review/draft?year=${year}`);
    expect(draft.status).toBe(200);
    expect(draft.body.figures.staff).toEqual({ people: 1, registrationDue: 1, vogDue: 1, items: [] });
    expect(JSON.stringify(draft.body)).not.toContain("Sanne");
    const saved = await owner.post("/api/review", { year, baseVersion: 0, conclusions: "Op koers.", newGoals: "" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const read = await reader.get(`/api/review?year=${year}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain("Sanne");
  });
});
