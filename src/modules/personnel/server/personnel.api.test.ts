/**
 * Medewerkers through the real routes and database: who sees which record (Eigenaar, a granted
 * member, the person themself, everyone else 403), isolation between organisations, bad input that
 * changes nothing, the organisation's VOG rule, and files as private documents of the organisation
 * (quota, bin, never in the document lists, search or document downloads).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { exportZip } from "@modules/transfer/server/test/transfer-client";
import { addDays, addMonths, amsterdamDay } from "@core/shared/calendar-day";
import { personnelMessages } from "../messages";
import type { PersonDetailDto, PersonDto, PersonnelListDto } from "../model";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = () => amsterdamDay(new Date());
const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;

const worker = (more: Record<string, unknown> = {}) => ({
  name: "Sanne Jansen",
  jobTitle: "Jeugdzorgwerker",
  relation: "in-dienst",
  startDate: "2024-02-01",
  hoursPerWeek: 28.5,
  ...more,
});

async function createPerson(c: TestClient, body: Record<string, unknown> = worker()): Promise<PersonDto> {
  const res = await c.post<PersonDetailDto>("/api/personnel", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.person;
}

async function addItem(c: TestClient, personId: string, body: Record<string, unknown>, status = 201) {
  const res = await c.post<PersonDetailDto>(`/api/personnel/${personId}/items`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.person;
}

async function upload(c: TestClient, personId: string, itemId: string, name: string, bytes: Buffer) {
  const res = await c.fetch(`/api/personnel/${personId}/items/${itemId}/file?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": "application/pdf" },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as PersonDetailDto & { code?: string; message?: string } };
}

describe("records and their dates", () => {
  it("keeps a person with evidence and computes each date's validity by the organisation's rules", async () => {
    const owner = await server.user();
    const person = await createPerson(owner);
    expect(person).toMatchObject({ name: "Sanne Jansen", relation: "in-dienst", hoursPerWeek: 28.5, active: true });

    const soon = addDays(today(), 20);
    const vogIssued = addDays(addMonths(today(), -36), -1);
    await addItem(owner, person.id, { kind: "registration", register: "skj", number: "100012345", validUntil: soon });
    const after = await addItem(owner, person.id, { kind: "vog", issuedOn: vogIssued, profile: "Jeugdzorg (84)" });
    const reg = after.items.find((i) => i.kind === "registration")!;
    const vog = after.items.find((i) => i.kind === "vog")!;
    expect(reg).toMatchObject({ register: "skj", expiresOn: soon, validity: "binnen-30" });
    expect(vog).toMatchObject({ expiresOn: addMonths(vogIssued, 36), validity: "verlopen", validUntil: null });
    expect(after.attention).toBe(2);
    expect(after.validity).toBe("verlopen");

    // A new VOG replaces the old one: the old one warns no more.
    const renewed = await addItem(owner, person.id, { kind: "vog", issuedOn: today() });
    expect(renewed.items.filter((i) => i.kind === "vog").map((i) => i.validity)).toEqual(["geldig", "vervangen"]);
    expect(renewed.attention).toBe(1);
    expect(renewed.validity).toBe("binnen-30");

    // An SKJ registration without an end date runs five years from the start of its period.
    const skj = await addItem(owner, person.id, { kind: "registration", register: "skj", issuedOn: "2024-02-29" });
    expect(skj.items.find((i) => i.issuedOn === "2024-02-29")!.expiresOn).toBe("2029-02-27");

    // The Eigenaar chooses a VOG every two years: the same VOG now expired a year earlier.
    const set = await owner.put("/api/personnel/settings", { vogYears: 2, retentionYears: 2, grants: [] });
    expect(set.status).toBe(200);
    const again = (await owner.get<PersonDetailDto>(`/api/personnel/${person.id}`)).body.person;
    expect(again.items.find((i) => i.issuedOn === vogIssued)!.expiresOn).toBe(addMonths(vogIssued, 24));

    const list = (await owner.get<PersonnelListDto>("/api/personnel")).body;
    expect(list.mayManage).toBe(true);
    expect(list.settings.vogYears).toBe(2);
    expect(list.people.map((p) => p.name)).toEqual(["Sanne Jansen"]);
  });

  it("changes and removes a person and an item", async () => {
    const owner = await server.user();
    const person = await createPerson(owner);
    const changed = await owner.put<PersonDetailDto>(`/api/personnel/${person.id}`, {
      ...worker(),
      relation: "zzp",
      endDate: "2026-01-31",
      unregisteredReason: "Werkt alleen als gastdocent, niet met cliënten.",
      lastConversation: "2025-06-12",
      baseUpdatedAt: person.updatedAt,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.person).toMatchObject({
      relation: "zzp",
      endDate: "2026-01-31",
      lastConversation: "2025-06-12",
    });
    const withItem = await addItem(owner, person.id, {
      kind: "training",
      title: "BHV",
      issuedOn: "2025-03-01",
      validUntil: "2026-03-01",
      points: 4,
    });
    const itemId = withItem.items[0]!.id;
    const edited = await owner.put<PersonDetailDto>(`/api/personnel/${person.id}/items/${itemId}`, {
      kind: "training",
      title: "BHV herhaling",
      issuedOn: "2025-03-01",
      validUntil: "2026-03-01",
      points: 2,
    });
    expect(edited.body.person.items[0]).toMatchObject({ title: "BHV herhaling", points: 2 });
    const removed = await owner.delete<PersonDetailDto>(`/api/personnel/${person.id}/items/${itemId}`);
    expect(removed.body.person.items).toEqual([]);
    expect((await owner.delete(`/api/personnel/${person.id}`)).status).toBe(204);
    expect((await owner.get(`/api/personnel/${person.id}`)).status).toBe(404);
  });
});

describe("who sees what", () => {
  it("gives other roles 403, lets a person see and keep only their own record, and a granted member all", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const editor = await server.member(owner, "editor");
    const colleague = await createPerson(owner, worker({ name: "Collega Bakker" }));

    // Without a record of their own, nothing: not the list, not a record, not the rules.
    for (const c of [reader, editor]) {
      expect((await c.get("/api/personnel")).status).toBe(403);
      expect((await c.get(`/api/personnel/${colleague.id}`)).status).toBe(403);
      expect((await c.get("/api/personnel/settings")).status).toBe(403);
      expect((await c.post("/api/personnel", worker())).status).toBe(403);
      expect((await c.put("/api/personnel/settings", { vogYears: 2, retentionYears: 2, grants: [] })).status).toBe(403);
    }
    // A record that does not exist is not told apart from another's.
    expect((await reader.get(`/api/personnel/${crypto.randomUUID()}`)).status).toBe(403);

    // Linked to an account: that member sees only their own record, and keeps its evidence.
    const own = await createPerson(owner, worker({ name: "Lezer Zelf", userId: await userIdOf(reader) }));
    const list = (await reader.get<PersonnelListDto>("/api/personnel")).body;
    expect(list.mayManage).toBe(false);
    expect(list.people.map((p) => p.id)).toEqual([own.id]);
    expect(list.people[0]!.own).toBe(true);
    expect(list.settings.grants).toEqual([]);
    const withVog = await addItem(reader, own.id, { kind: "vog", issuedOn: today() });
    expect(withVog.items).toHaveLength(1);
    // …but not the person's own fields, nor anyone else's record.
    const change = worker({ name: "Anders", baseUpdatedAt: own.updatedAt });
    expect((await reader.put(`/api/personnel/${own.id}`, change)).status).toBe(403);
    expect((await reader.delete(`/api/personnel/${own.id}`)).status).toBe(403);
    expect((await reader.get(`/api/personnel/${colleague.id}`)).status).toBe(403);
    expect((await reader.post(`/api/personnel/${colleague.id}/items`, { kind: "vog", issuedOn: today() })).status).toBe(
      403,
    );

    // The Eigenaar grants the Bewerker every record.
    const grant = await owner.put("/api/personnel/settings", {
      vogYears: 3,
      retentionYears: 2,
      grants: [await userIdOf(editor)],
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const granted = (await editor.get<PersonnelListDto>("/api/personnel")).body;
    expect(granted.mayManage).toBe(true);
    expect(granted.people.map((p) => p.name).sort()).toEqual(["Collega Bakker", "Lezer Zelf"]);
    expect((await editor.post("/api/personnel", worker({ name: "Nieuw" }))).status).toBe(201);
    // The grant is for this membership: one who leaves and is invited again starts without it.
    const editorId = await userIdOf(editor);
    const { organisation } = (await owner.get("/api/me")).body;
    await server.db.deleteFrom("membership").where("user_id", "=", editorId).execute();
    await server.db
      .insertInto("membership")
      .values({
        organisation_id: organisation.id,
        user_id: editorId,
        role: "editor",
        created_at: new Date(Date.now() + 1000).toISOString(),
      })
      .execute();
    expect((await editor.get("/api/personnel")).status).toBe(403);
    await server.db.deleteFrom("membership").where("user_id", "=", editorId).execute();
    await server.db
      .insertInto("membership")
      .values({
        organisation_id: organisation.id,
        user_id: editorId,
        role: "editor",
        created_at: "2000-01-01T00:00:00.000Z",
      })
      .execute();
    // The rules stay the Eigenaar's.
    expect((await editor.put("/api/personnel/settings", { vogYears: 2, retentionYears: 2, grants: [] })).status).toBe(
      403,
    );
  });

  it("keeps organisations apart", async () => {
    const owner = await server.user();
    const other = await server.user();
    const person = await createPerson(owner);
    expect((await other.get(`/api/personnel/${person.id}`)).status).toBe(404);
    const change = worker({ baseUpdatedAt: person.updatedAt });
    expect((await other.put(`/api/personnel/${person.id}`, change)).status).toBe(404);
    expect((await other.post(`/api/personnel/${person.id}/items`, { kind: "vog", issuedOn: today() })).status).toBe(
      404,
    );
    expect((await other.delete(`/api/personnel/${person.id}`)).status).toBe(404);
    expect((await other.get<PersonnelListDto>("/api/personnel")).body.people).toEqual([]);
    // An account of another organisation cannot be linked.
    const res = await other.post("/api/personnel", worker({ userId: await userIdOf(owner) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(personnelMessages.account);
    // Nor granted.
    const grant = await other.put("/api/personnel/settings", {
      vogYears: 3,
      retentionYears: 2,
      grants: [await userIdOf(owner)],
    });
    expect(grant.status).toBe(400);
  });
});

describe("two people changing one record", () => {
  it("refuses the change of whoever saves second (409), and keeps the first", async () => {
    const owner = await server.user();
    const person = await createPerson(owner);
    const first = await owner.put<PersonDetailDto>(`/api/personnel/${person.id}`, {
      ...worker({ jobTitle: "Gedragswetenschapper" }),
      baseUpdatedAt: person.updatedAt,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.person.updatedAt).not.toBe(person.updatedAt);
    // The other tab still shows the record as it was.
    const second = await owner.put(`/api/personnel/${person.id}`, {
      ...worker({ jobTitle: "Jeugdzorgwerker" }),
      baseUpdatedAt: person.updatedAt,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(personnelMessages.changedMeanwhile);
    const missing = await owner.put(`/api/personnel/${person.id}`, worker());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(personnelMessages.staleVersion);
    const still = (await owner.get<PersonDetailDto>(`/api/personnel/${person.id}`)).body.person;
    expect(still.jobTitle).toBe("Gedragswetenschapper");
    // An item added meanwhile does not make the form's version stale.
    await addItem(owner, person.id, { kind: "vog", issuedOn: today() });
    const third = await owner.put(`/api/personnel/${person.id}`, { ...worker(), baseUpdatedAt: still.updatedAt });
    expect(third.status).toBe(200);
  });
});

describe("bad input", () => {
  it("refuses with a clear message and changes nothing, the same on both engines", async () => {
    const owner = await server.user();
    const person = await createPerson(owner);
    const bad: [Record<string, unknown>, string][] = [
      [worker({ name: "Sanne\u0000" }), "name"],
      [worker({ name: "" }), personnelMessages.name],
      [worker({ hoursPerWeek: 28.55 }), personnelMessages.hours],
      [worker({ hoursPerWeek: 81 }), personnelMessages.hours],
      [worker({ startDate: "3000-01-01" }), personnelMessages.date],
      [worker({ startDate: "2025-02-29" }), personnelMessages.date],
      [worker({ endDate: "2024-01-01" }), personnelMessages.endBeforeStart],
      [worker({ relation: "baas" }), personnelMessages.relation],
      [worker({ userId: "x'; drop" }), personnelMessages.account],
      [worker({ salary: 1 }), ""],
    ];
    for (const [body, message] of bad) {
      const res = await owner.put(`/api/personnel/${person.id}`, { ...body, baseUpdatedAt: person.updatedAt });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message && message !== "name") expect(res.body.message).toBe(message);
    }
    const items: [Record<string, unknown>, string][] = [
      [{ kind: "vog" }, personnelMessages.issuedNeeded],
      [{ kind: "diploma" }, personnelMessages.titleNeeded],
      [{ kind: "registration" }, personnelMessages.register],
      [{ kind: "training", title: "BHV", points: 2 ** 31 }, personnelMessages.points],
      [
        { kind: "training", title: "BHV", issuedOn: "2025-05-01", validUntil: "2025-04-01" },
        personnelMessages.validBeforeIssued,
      ],
      [{ kind: "vog", issuedOn: "2025-01-01", profile: "a\u0007b" }, ""],
      [{ kind: "iets" }, personnelMessages.kind],
    ];
    for (const [body, message] of items) {
      const res = await owner.post(`/api/personnel/${person.id}/items`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    for (const body of [
      { vogYears: 4, retentionYears: 2, grants: [] },
      { vogYears: 3, retentionYears: 0, grants: [] },
      { vogYears: 3, retentionYears: 2 ** 40, grants: [] },
    ])
      expect((await owner.put("/api/personnel/settings", body)).status).toBe(400);
    expect((await owner.get(`/api/personnel/not-an-id`)).status).toBe(404);

    const still = (await owner.get<PersonDetailDto>(`/api/personnel/${person.id}`)).body.person;
    expect(still).toMatchObject({ name: "Sanne Jansen", hoursPerWeek: 28.5, items: [] });
    expect((await owner.get<PersonnelListDto>("/api/personnel")).body.settings).toMatchObject({
      vogYears: 3,
      retentionYears: 2,
    });
  });
});

describe("files", () => {
  it("keeps a file as a private document: quota, bin for the Eigenaar, never in the document lists or search", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    const person = await createPerson(owner);
    const item = (await addItem(owner, person.id, { kind: "vog", issuedOn: today() })).items[0]!;
    const before = (await owner.get("/api/quota")).body.documents.usedBytes as number;

    const bytes = Buffer.from("%PDF-1.4 verklaring omtrent het gedrag\n", "utf8");
    const up = await upload(owner, person.id, item.id, "VOG Sanne.pdf", bytes);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const file = up.body.person.items[0]!.file!;
    expect(file).toMatchObject({ name: "VOG Sanne.pdf", size: bytes.length });
    expect((await owner.get("/api/quota")).body.documents.usedBytes).toBe(before + bytes.length);

    const download = await owner.fetch(file.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const log = (await owner.get("/api/activity")).body.entries as { kind: string; detail: string }[];
    expect(log.find((e) => e.kind === "personnel.opened")?.detail).toBe("VOG Sanne.pdf");
    // Not a document of the lists: not listed, not opened through /api/documents, not found.
    expect((await owner.get(`/api/documents/${file.id}/content`)).status).toBe(404);
    for (const category of ["beleid", "procesbeschrijvingen", "notulen"])
      expect((await owner.get(`/api/documents?category=${category}`)).body.files).toEqual([]);
    expect((await owner.get("/api/documents?category=personeel")).status).toBe(400);
    // Every role may export the organisation: a person's files and records are not in the ZIP.
    const zip = unzipSync((await exportZip(editor)).bytes);
    expect(Object.keys(zip).some((p) => p.includes("VOG Sanne"))).toBe(false);
    expect(Object.values(zip).some((b) => strFromU8(b).includes("Sanne Jansen"))).toBe(false);
    const search = (await editor.get("/api/search?q=sanne")).body;
    expect(JSON.stringify(search)).not.toContain("VOG Sanne");
    expect((await editor.fetch(file.url)).status).toBe(403);

    // A new file replaces the old one, which goes to the bin: the Eigenaar sees it there, others do not.
    const second = await upload(owner, person.id, item.id, "VOG Sanne 2026.pdf", Buffer.from("%PDF-1.4 nieuw"));
    expect(second.status).toBe(201);
    const ownerBin = (await owner.get("/api/documents/bin")).body.entries as { id: string; name: string }[];
    expect(ownerBin.map((e) => e.name)).toEqual(["VOG Sanne.pdf"]);
    expect((await editor.get("/api/documents/bin")).body.entries).toEqual([]);
    expect((await editor.post(`/api/documents/bin/${ownerBin[0]!.id}/restore`)).status).toBe(404);
  });

  it("lets a person upload to their own record, and refuses programs, empty and oversized files", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const own = await createPerson(owner, worker({ name: "Eigen Dossier", userId: await userIdOf(reader) }));
    const item = (await addItem(reader, own.id, { kind: "diploma", title: "Hbo Pedagogiek", issuedOn: "2019-07-01" }))
      .items[0]!;
    const up = await upload(reader, own.id, item.id, "diploma.pdf", Buffer.from("%PDF-1.4 diploma"));
    expect(up.status).toBe(201);
    expect((await reader.fetch(up.body.person.items[0]!.file!.url)).status).toBe(200);

    expect((await upload(reader, own.id, item.id, "virus.exe", Buffer.from("MZ"))).status).toBe(400);
    expect((await upload(reader, own.id, item.id, "leeg.pdf", Buffer.alloc(0))).body.message).toBe(
      personnelMessages.fileEmpty,
    );
    const big = await upload(reader, own.id, item.id, "groot.pdf", Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(personnelMessages.fileTooBig);
    expect((await upload(reader, own.id, item.id, "naam\u0001.pdf", Buffer.from("x"))).status).toBe(400);
    // Another's record: 403.
    const other = await createPerson(owner, worker({ name: "Ander" }));
    const otherItem = (await addItem(owner, other.id, { kind: "vog", issuedOn: today() })).items[0]!;
    expect((await upload(reader, other.id, otherItem.id, "x.pdf", Buffer.from("x"))).status).toBe(403);
  });
});

describe("the introduction", () => {
  it("shows what the person is asked to read and whether they did (Leesbevestigingen)", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    expect(
      (await owner.put("/api/kms/values/missie-en-visie", { value: "Zorg dichtbij huis.", baseRevision: 0 })).status,
    ).toBe(200);
    const asked = await owner.post("/api/reading/items", {
      subject: { kind: "topic", id: "missie-en-visie" },
      audience: "all",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const own = await createPerson(owner, worker({ name: "Nieuwe Collega", userId: await userIdOf(reader) }));
    const without = await createPerson(owner, worker({ name: "Zonder Account" }));

    const before = (await reader.get<PersonDetailDto>(`/api/personnel/${own.id}`)).body.person.introduction!;
    expect(before.map((i) => [i.read, i.statusTitle])).toEqual([[false, "Nog niet gelezen"]]);
    const itemId = before[0]!.itemId;
    expect((await reader.post(`/api/reading/items/${itemId}/confirm`, { answer: "read" })).status).toBe(200);
    const after = (await owner.get<PersonDetailDto>(`/api/personnel/${own.id}`)).body.person.introduction!;
    expect(after.map((i) => [i.read, i.statusTitle])).toEqual([[true, "Gelezen en begrepen"]]);
    expect((await owner.get<PersonDetailDto>(`/api/personnel/${without.id}`)).body.person.introduction).toBeNull();
  });
});
