/**
 * Melden through the real routes, database and an in-process SMTP server: every role reports, only
 * an Eigenaar (and whom she grants it) triages, the anonymous choice holds in every answer and in the
 * ZIP export, organisations stay apart, triage writes a row into the register of 4.5 with its clock,
 * the reporter hears back by mail, and the public complaint form keeps its limits and close switch.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp, type TestSmtp } from "../../../server/test/smtp";
import { exportZip, postZip } from "@modules/transfer/server/test/transfer-client";
import { upload } from "@modules/dossier/server/test/helpers";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { reportMessages } from "../messages";
import type { ReportDto, ReportListDto } from "../model";

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const today = () => amsterdamDay(new Date());
/** The first mail to `to` with this subject (other mails, such as the address check, may come in between). */
async function mailTo(to: string, subject: string, containing = "", timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.find(
      (m) => m.to.includes(to.toLowerCase()) && m.subject === subject && m.text.includes(containing),
    );
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail '${subject}' to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;

const incident = (more: Record<string, unknown> = {}) => ({
  type: "medewerkerincident",
  description: "Collega gleed uit op de natte vloer in de keuken.",
  happenedOn: today(),
  place: "Keuken, Lindelaan 4",
  involved: "Collega en een cliënt",
  immediateAction: "Vloer drooggemaakt, collega verzorgd.",
  ...more,
});

async function report(c: TestClient, body: Record<string, unknown> = incident()): Promise<ReportDto> {
  const res = await c.post<ReportDto>("/api/reports", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("every member reports", () => {
  it("takes a report from every role and mails who triages", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    for (const c of [owner, editor, reader]) {
      const r = await report(c);
      expect(r).toMatchObject({ type: "medewerkerincident", status: "nieuw", source: "medewerker", mine: true });
      const mail = await mailTo(owner.email, "Nieuwe melding: Medewerkerincident", r.id);
      // The mail carries no text of the report.
      expect(mail.text).not.toContain("natte vloer");
    }
    // A reader sees only their own reports; the owner all of them.
    expect((await reader.get<ReportListDto>("/api/reports")).body).toMatchObject({ mayTriage: false });
    expect((await reader.get<ReportListDto>("/api/reports")).body.reports).toHaveLength(1);
    expect((await owner.get<ReportListDto>("/api/reports")).body.reports).toHaveLength(3);
    const waiting = (await owner.get("/api/reports/waiting")).body;
    expect(waiting).toMatchObject({ mayTriage: true, count: 3 });
    // The newest few, what and when only: no text, no reporter.
    expect(waiting.items).toHaveLength(3);
    expect(Object.keys(waiting.items[0]).sort()).toEqual(["id", "receivedOn", "source", "type"]);
    expect(waiting.items[0]).toMatchObject({ type: "medewerkerincident", source: "medewerker" });
    expect((await reader.get("/api/reports/waiting")).body).toEqual({ mayTriage: false, count: 0, items: [] });
  });

  it("refuses bad input with a Dutch message and stores nothing", async () => {
    const owner = await server.user();
    const bad = [
      incident({ type: "brand" }),
      incident({ description: "" }),
      incident({ description: "a\u0000b" }),
      incident({ description: "x".repeat(4001) }),
      incident({ happenedOn: addDays(today(), 1) }),
      incident({ happenedOn: "1999-01-01" }),
      incident({ happenedOn: "2025-02-30" }),
      incident({ place: "twee\nregels" }),
      incident({ extra: 1 }),
    ];
    for (const body of bad) {
      const res = await owner.post("/api/reports", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[a-z]/);
    }
    expect((await owner.get<ReportListDto>("/api/reports")).body.reports).toHaveLength(0);
  });
});

describe("triage", () => {
  it("lets only an Eigenaar or a granted member triage, and puts the report in the register with its clock", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    const r = await report(reader);
    const triage = { registerType: "Calamiteit", cause: "werkwijze", analysis: "Geen vaste afspraak over dweilen." };

    for (const c of [editor, reader]) {
      expect((await c.put(`/api/reports/${r.id}/triage`, triage)).status).toBe(403);
      expect((await c.get(`/api/reports/${r.id}`)).status).toBe(c === reader ? 200 : 404);
    }
    expect(
      (await editor.put("/api/reports/settings", { grants: [], closed: false, regulationFileId: null })).status,
    ).toBe(403);

    // The owner grants the editor triage.
    const editorId = await userIdOf(editor);
    const granted = await owner.put("/api/reports/settings", {
      grants: [editorId],
      closed: false,
      regulationFileId: null,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.grants).toEqual([editorId]);
    expect((await editor.get("/api/reports/waiting")).body.mayTriage).toBe(true);

    const res = await editor.put<ReportDto>(`/api/reports/${r.id}/triage`, triage);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "beoordeeld", registerType: "Calamiteit", cause: "werkwijze" });
    expect(Date.parse(res.body.triagedAt!)).not.toBeNaN();
    // Twice is refused.
    expect((await owner.put(`/api/reports/${r.id}/triage`, triage)).status).toBe(409);

    const register = (await owner.get(`/api/kms/values/${MELDINGEN_TABLE}`)).body.value;
    const row = register.value.find((x: { id: string }) => x.id === res.body.registerRowId);
    expect(row).toMatchObject({ type: "Calamiteit", datum: today(), evaluatie: triage.analysis });
    expect(row.omschrijving).toContain("natte vloer");
    // The register's history has the save.
    const history = await owner.get(`/api/kms/values/${MELDINGEN_TABLE}/history`);
    expect(history.status).toBe(200);
    // A Verbeteractie can be made from the register row.
    const action = await owner.post("/api/actions", {
      description: "Afspraak over dweilen maken",
      ownerId: await userIdOf(owner),
      dueDate: addDays(today(), 30),
      sourceKind: "register",
      sourceId: res.body.registerRowId,
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);

    // The reporter hears back with the owner's words.
    const handled = await owner.put<ReportDto>(`/api/reports/${r.id}/handled`, {
      feedback: "Dank voor uw melding. We maken een vaste afspraak over dweilen.",
    });
    expect(handled.status).toBe(200);
    expect(handled.body.status).toBe("afgehandeld");
    const mail = await mailTo(reader.email, "Uw melding is afgehandeld");
    expect(mail.text).toContain("vaste afspraak over dweilen");
    expect((await reader.get<ReportDto>(`/api/reports/${r.id}`)).body.feedback).toContain("vaste afspraak");

    // A later change of the cause or the analysis is kept and logged; only who triages may make it.
    const analysis = { cause: "kennis", analysis: "De nieuwe collega kende de afspraak niet." };
    expect((await reader.put(`/api/reports/${r.id}/analysis`, analysis)).status).toBe(403);
    const changed = await owner.put<ReportDto>(`/api/reports/${r.id}/analysis`, analysis);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject(analysis);
    const log = (await owner.get<{ entries: { kind: string }[] }>("/api/activity")).body.entries;
    expect(log.map((e) => e.kind)).toContain("report.analysis");
  });

  it("puts a complaint on the decision clock from the day it was received", async () => {
    const owner = await server.user();
    const r = await report(owner, incident({ type: "klacht", description: "Afspraak niet nagekomen." }));
    const res = await owner.put<ReportDto>(`/api/reports/${r.id}/triage`, {
      registerType: "Klacht",
      cause: "communicatie",
      analysis: "",
    });
    expect(res.status).toBe(200);
    const register = (await owner.get(`/api/kms/values/${MELDINGEN_TABLE}`)).body.value;
    expect(register.value[0]).toMatchObject({ type: "Klacht", klachtOntvangen: today() });
  });
});

describe("the anonymous choice", () => {
  it("hides the reporter's name from colleagues in every answer and the export, not from the Eigenaar", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    await server.db.updateTable("user").set({ name: "Bram Geheim" }).where("email", "=", reader.email).execute();
    const r = await report(reader, incident({ anonymous: true }));
    expect(r.reporterName).toBe("Bram Geheim");

    await owner.put("/api/reports/settings", {
      grants: [await userIdOf(editor)],
      closed: false,
      regulationFileId: null,
    });
    const seenByEditor = (await editor.get<ReportDto>(`/api/reports/${r.id}`)).body;
    expect(seenByEditor).toMatchObject({ anonymous: true, reporterName: null });
    expect(JSON.stringify((await editor.get("/api/reports")).body)).not.toContain("Bram Geheim");
    expect((await owner.get<ReportDto>(`/api/reports/${r.id}`)).body.reporterName).toBe("Bram Geheim");

    await owner.put(`/api/reports/${r.id}/triage`, { registerType: "Incident", cause: "kennis", analysis: "" });
    const search = await editor.get(`/api/search?q=${encodeURIComponent("Bram")}`);
    expect(JSON.stringify(search.body)).not.toContain("Bram Geheim");
    // The activity log holds no name for it either (before anyone exports: that is logged by name).
    const log = await owner.get("/api/activity");
    expect(JSON.stringify(log.body)).toContain("Naam afgeschermd");
    expect(JSON.stringify(log.body)).not.toContain("Bram Geheim");
    for (const c of [editor, reader, owner]) {
      const zip = unzipSync((await exportZip(c)).bytes);
      const all = Object.values(zip)
        .map((b) => strFromU8(b))
        .join("\n");
      expect(all).not.toContain("Bram Geheim");
    }
  });
});

describe("search", () => {
  /** The reports a member finds for a query, as "title | href". */
  const found = async (c: TestClient, q: string) => {
    const res = await c.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const group = res.body.groups.find((g: { kind: string }) => g.kind === "report");
    return ((group?.hits ?? []) as { href: string; title: { text: string }[] }[]).map(
      (h) => `${h.title.map((p) => p.text).join("")} | ${h.href}`,
    );
  };

  it("finds a report only for who may read it: its reporter, and who triages", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    const other = await server.member(owner, "reader");
    const mine = await report(reader, incident({ description: "Rolstoel viel om bij de voordeur." }));
    const line = `Medewerkerincident: Rolstoel viel om bij de voordeur. | /meldingen/${mine.id}`;

    expect(await found(reader, "rolstoel")).toEqual([line]);
    expect(await found(owner, "rolstoel")).toEqual([line]);
    // A colleague who does not triage finds nothing of it, by any of its words.
    for (const q of ["rolstoel", "voordeur", "Lindelaan", "drooggemaakt", "medewerkerincident"]) {
      expect(await found(other, q)).toEqual([]);
      expect(await found(editor, q)).toEqual([]);
    }
    // Granted triage, the editor finds it; taken back, no longer.
    const grant = (grants: string[]) =>
      owner.put("/api/reports/settings", { grants, closed: false, regulationFileId: null });
    expect((await grant([await userIdOf(editor)])).status).toBe(200);
    expect(await found(editor, "rolstoel")).toEqual([line]);
    expect((await grant([])).status).toBe(200);
    expect(await found(editor, "rolstoel")).toEqual([]);

    // What triage and handling add is found too, by the same people.
    await owner.put(`/api/reports/${mine.id}/triage`, {
      registerType: "Incident",
      cause: "middelen",
      analysis: "De drempel bij de voordeur is te hoog.",
    });
    expect(await found(owner, "drempel")).toEqual([line]);
    expect(await found(reader, "drempel")).toEqual([line]);
    expect(await found(other, "drempel")).toEqual([]);

    // A client's complaint: only who triages finds it. Another organisation finds nothing.
    const link = (await owner.post("/api/reports/link")).body.link.url as string;
    const token = link.split("/").pop()!;
    const complaint = await server.client().post(
      `/api/public/complaints/${token}`,
      { description: "Rolstoelbus kwam drie keer te laat." },
      {
        "x-forwarded-for": "203.0.113.41",
      },
    );
    expect(complaint.status).toBe(201);
    expect(await found(owner, "rolstoelbus")).toHaveLength(1);
    expect((await found(owner, "rolstoelbus"))[0]).toMatch(
      /^Klacht: Rolstoelbus kwam drie keer te laat\. \| \/meldingen\//,
    );
    expect(await found(reader, "rolstoelbus")).toEqual([]);
    const stranger = await server.user();
    expect(await found(stranger, "rolstoel")).toEqual([]);
  });

  it("never finds an anonymous reporter by name, not even for who triages", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    await server.db.updateTable("user").set({ name: "Karel Schuilnaam" }).where("email", "=", reader.email).execute();
    const r = await report(reader, incident({ anonymous: true, description: "Deur klemde bij de nooduitgang." }));
    expect(await found(owner, "nooduitgang")).toEqual([
      `Medewerkerincident: Deur klemde bij de nooduitgang. | /meldingen/${r.id}`,
    ]);
    const search = await owner.get(`/api/search?q=${encodeURIComponent("Schuilnaam nooduitgang")}`);
    expect(search.body.groups).toEqual([]);
  });
});

describe("the ZIP export and import", () => {
  it("carries the reports for who triages, never an anonymous reporter, and restores them into an empty organisation", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const editor = await server.member(owner, "editor");
    await server.db.updateTable("user").set({ name: "Cas Verborgen" }).where("email", "=", reader.email).execute();
    await server.db.updateTable("user").set({ name: "Dirk Zichtbaar" }).where("email", "=", editor.email).execute();
    const hidden = await report(reader, incident({ anonymous: true, description: "Anoniem gemeld voorval." }));
    const seen = await report(editor, incident({ type: "datalek", description: "Laptop in de trein laten liggen." }));
    await owner.put(`/api/reports/${hidden.id}/triage`, {
      registerType: "Incident",
      cause: "kennis",
      analysis: "Uitleg.",
    });

    const ownerZip = unzipSync((await exportZip(owner)).bytes);
    const file = JSON.parse(strFromU8(ownerZip["meldingen/data.json"]!));
    expect(file.reports).toHaveLength(2);
    const byId = new Map(file.reports.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(hidden.id)).toMatchObject({ anonymous: true, reporter: null, status: "beoordeeld" });
    expect(byId.get(seen.id)).toMatchObject({ reporter: { name: "Dirk Zichtbaar", email: editor.email } });
    expect(
      Object.values(ownerZip)
        .map((b) => strFromU8(b))
        .join("\n"),
    ).not.toContain("Cas Verborgen");
    // Who does not triage exports no reports at all.
    for (const c of [reader, editor])
      expect(unzipSync((await exportZip(c)).bytes)["meldingen/data.json"]).toBeUndefined();

    const fresh = await server.user();
    const imported = await postZip(fresh, (await exportZip(owner)).bytes);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.reports).toBe(2);
    const restored = (await fresh.get<ReportListDto>("/api/reports")).body.reports;
    expect(restored.map((r) => r.description).sort()).toEqual([
      "Anoniem gemeld voorval.",
      "Laptop in de trein laten liggen.",
    ]);
    expect(restored.find((r) => r.type === "medewerkerincident")).toMatchObject({
      status: "beoordeeld",
      anonymous: true,
      reporterName: null,
      registerRowId: expect.any(String),
    });
    // A second import into an organisation that now has reports is refused.
    expect((await postZip(fresh, (await exportZip(owner)).bytes)).status).toBe(409);
  });
});

describe("organisations stay apart", () => {
  it("never shows or changes another organisation's report", async () => {
    const a = await server.user();
    const b = await server.user();
    const r = await report(a);
    expect((await b.get(`/api/reports/${r.id}`)).status).toBe(404);
    expect(
      (await b.put(`/api/reports/${r.id}/triage`, { registerType: "Incident", cause: "kennis", analysis: "" })).status,
    ).toBe(404);
    expect((await b.put(`/api/reports/${r.id}/handled`, { feedback: "x" })).status).toBe(404);
    expect((await b.get<ReportListDto>("/api/reports")).body.reports).toHaveLength(0);
    expect((await b.get(`/api/reports/niet-een-id`)).status).toBe(404);
  });
});

describe("the public complaint form", () => {
  async function linkOf(owner: TestClient) {
    const res = await owner.post("/api/reports/link");
    expect(res.status).toBe(200);
    return (res.body.link.url as string).split("/").pop()!;
  }
  const complain = (token: string, body: Record<string, unknown>, ip = "203.0.113.9") =>
    server.client().post(`/api/public/complaints/${token}`, body, { "x-forwarded-for": ip });

  it("takes a complaint as a report of type klacht received today, mails a receipt and keeps no address", async () => {
    const owner = await server.user({ organisationName: "Zorg De Linde" });
    expect((await server.member(owner, "editor").then((e) => e.post("/api/reports/link"))).status).toBe(403);
    const token = await linkOf(owner);
    const opened = await server.client().get(`/api/public/complaints/${token}`);
    expect(opened.body).toEqual({ organisationName: "Zorg De Linde", closed: false, regulationUrl: null });

    const res = await complain(token, {
      description: "Mijn zoon kreeg zijn medicijnen te laat.",
      email: "ouder@voorbeeld.nl",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const receipt = await mailTo("ouder@voorbeeld.nl", "Uw klacht is ontvangen door Zorg De Linde");
    expect(receipt.text).toMatch(/uiterlijk \d{2}-\d{2}-\d{4}/);

    const list = (await owner.get<ReportListDto>("/api/reports")).body.reports;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: "klacht", source: "client", receivedOn: today(), reporterName: null });
    const dump = JSON.stringify(await server.db.selectFrom("report").selectAll().execute());
    expect(dump).not.toContain("ouder@voorbeeld.nl");
    const events = JSON.stringify(await server.db.selectFrom("activity_event").selectAll().execute());
    expect(events).not.toContain("ouder@voorbeeld.nl");
  });

  it("offers the complaint regulation the Eigenaar chose, and only a document of her own organisation", async () => {
    const owner = await server.user();
    const other = await server.user();
    const token = await linkOf(owner);
    const fileId = await upload(owner, "Klachtenregeling.txt", "4.5");
    const foreign = await upload(other, "Regeling van een ander.txt", "4.5");
    const refused = await owner.put("/api/reports/settings", { grants: [], closed: false, regulationFileId: foreign });
    expect(refused.status).toBe(404);
    const chosen = await owner.put("/api/reports/settings", { grants: [], closed: false, regulationFileId: fileId });
    expect(chosen.status).toBe(200);
    const opened = (await server.client().get(`/api/public/complaints/${token}`)).body;
    expect(opened.regulationUrl).toBe(`/api/public/complaints/${token}/regulation`);
    const file = await server.client().fetch(opened.regulationUrl);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("inhoud van Klachtenregeling.txt");
    expect(file.headers.get("content-disposition")).toContain("attachment");
  });

  it("refuses bad input, a wrong token and a closed form, storing nothing", async () => {
    const owner = await server.user();
    const token = await linkOf(owner);
    expect((await complain(token, { description: "" })).status).toBe(400);
    expect((await complain(token, { description: "x".repeat(4001) })).status).toBe(400);
    expect((await complain(token, { description: "ok", email: "geen-adres" })).status).toBe(400);
    expect((await complain(token, { description: "ok", naam: "x" })).status).toBe(400);
    // Bad input counts against the address's limit too (checked before the body): another address.
    expect((await complain(token, { description: "a\u0000b" }, "203.0.113.10")).status).toBe(400);
    expect((await complain(token, { description: "a\ud800b" }, "203.0.113.10")).status).toBe(400);
    expect((await complain(token, { description: "ok", involved: "x".repeat(2001) }, "203.0.113.10")).status).toBe(400);
    const wrong = await complain("A".repeat(43), { description: "ok" });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(reportMessages.linkNotFound);

    await owner.put("/api/reports/settings", { grants: [], closed: true, regulationFileId: null });
    expect((await server.client().get(`/api/public/complaints/${token}`)).body.closed).toBe(true);
    const closed = await complain(token, { description: "Gesloten?" });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(reportMessages.closed);
    expect((await owner.get<ReportListDto>("/api/reports")).body.reports).toHaveLength(0);

    // A new link: the old one stops.
    await owner.put("/api/reports/settings", { grants: [], closed: false, regulationFileId: null });
    const fresh = await linkOf(owner);
    expect((await complain(token, { description: "Oud" })).status).toBe(404);
    expect((await complain(fresh, { description: "Nieuw" })).status).toBe(201);
  });
});

describe("the public complaint form's limits", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      TRUST_PROXY: "true",
      SURVEY_RATE_LIMIT: "3",
      SURVEY_ADDRESS_HOURLY_LIMIT: "1000",
      SURVEY_LINK_MINUTE_LIMIT: "5",
      SURVEY_LINK_HOURLY_LIMIT: "1000",
      SURVEY_DAILY_LIMIT: "1000",
    });
  });
  afterAll(async () => limited?.close());

  it("limits one address and the link, and keeps nothing of a refused complaint", async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
    const owner = await limited.user();
    const token = ((await owner.post("/api/reports/link")).body.link.url as string).split("/").pop()!;
    const from = (ip: string) =>
      limited
        .client()
        .post(`/api/public/complaints/${token}`, { description: `Klacht van ${ip}` }, { "x-forwarded-for": ip });
    const one = [];
    for (let i = 0; i < 4; i++) one.push((await from("198.51.100.1")).status);
    expect(one).toEqual([201, 201, 201, 429]);
    const many = [];
    for (let i = 2; i < 6; i++) many.push((await from(`198.51.100.${i}`)).status);
    // The link takes 5 a minute whatever the address.
    expect(many).toEqual([201, 201, 429, 429]);
    const reports = await limited.db.selectFrom("report").select("description").execute();
    expect(reports).toHaveLength(5);
  });
});
