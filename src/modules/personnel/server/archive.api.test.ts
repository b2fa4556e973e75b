/**
 * Medewerkers in the full export and import (ZIP), through the real routes: the Eigenaar's ZIP
 * carries every record and its files and an import restores them (an account linked again by its
 * e-mail address); another role's ZIP carries nothing of them; a broken records file is refused
 * and changes nothing; an archive made before the staff table was retired brings that table in as
 * records; the retired table's versions are not served and not exported.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip, rezip } from "@modules/transfer/server/test/transfer-client";
import { transferMessages as t } from "@modules/transfer/messages";
import type { PersonDetailDto, PersonnelListDto } from "../model";
import { STAFF_TABLE_NAME } from "../staff-table";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const PERSONNEL_PATH = "medewerkers/data.json";
const pdf = Buffer.from("%PDF-1.4 verklaring omtrent het gedrag\n", "utf8");

/** An owner with a colleague (an account) and a hired worker, each with evidence; Sanne's VOG has a file. */
async function withRecords() {
  const owner = await server.user();
  const editor = await server.member(owner, "editor");
  const editorId = (await editor.get("/api/me")).body.user.id as string;
  const editorEmail = (await editor.get("/api/me")).body.user.email as string;
  const sanne = await owner.post<PersonDetailDto>("/api/personnel", {
    name: "Sanne Jansen",
    jobTitle: "Jeugdzorgwerker",
    relation: "in-dienst",
    startDate: "2024-02-01",
    hoursPerWeek: 28.5,
    userId: editorId,
  });
  expect(sanne.status, JSON.stringify(sanne.body)).toBe(201);
  const sanneId = sanne.body.person.id;
  const vog = await owner.post<PersonDetailDto>(`/api/personnel/${sanneId}/items`, {
    kind: "vog",
    issuedOn: "2025-01-10",
    profile: "Jeugdhulp",
  });
  expect(vog.status).toBe(201);
  const file = await owner.fetch(`/api/personnel/${sanneId}/items/${vog.body.person.items[0]!.id}/file?name=VOG.pdf`, {
    method: "POST",
    headers: { "content-type": "application/pdf" },
    body: new Uint8Array(pdf),
  });
  expect(file.status).toBe(201);
  await owner.post(`/api/personnel/${sanneId}/items`, {
    kind: "registration",
    register: "skj",
    number: "100012345",
    validUntil: "2027-03-01",
  });
  const piet = await owner.post<PersonDetailDto>("/api/personnel", {
    name: "Piet de Boer",
    relation: "zzp",
    unregisteredReason: "Werkt als ondersteuner, niet als jeugdprofessional.",
  });
  await owner.post(`/api/personnel/${piet.body.person.id}/items`, {
    kind: "training",
    title: "BHV",
    issuedOn: "2025-05-01",
    validUntil: "2026-05-01",
    points: 4,
  });
  expect((await owner.put("/api/personnel/settings", { vogYears: 2, retentionYears: 5, grants: [] })).status).toBe(200);
  return { owner, editor, editorEmail };
}

describe("Medewerkers in the ZIP", () => {
  it("the Eigenaar's export holds the records and files, and an import restores them", async () => {
    const { owner, editor, editorEmail } = await withRecords();
    const zip = unzipSync((await exportZip(owner)).bytes);
    const data = JSON.parse(strFromU8(zip[PERSONNEL_PATH]!));
    expect(data.settings).toEqual({ vogYears: 2, retentionYears: 5 });
    expect(data.people.map((p: { name: string; email: string | null }) => [p.name, p.email])).toEqual([
      ["Sanne Jansen", editorEmail],
      ["Piet de Boer", null],
    ]);
    const vogPath = data.people[0].items.find((i: { kind: string }) => i.kind === "vog").file as string;
    expect(vogPath).toBe("documenten/personeel/VOG.pdf");
    expect(Buffer.from(zip[vogPath]!).equals(pdf)).toBe(true);

    // Another role's ZIP: neither the records nor their files.
    const other = unzipSync((await exportZip(editor)).bytes);
    expect(other[PERSONNEL_PATH]).toBeUndefined();
    expect(Object.keys(other).some((p) => p.startsWith("documenten/personeel/"))).toBe(false);

    // Into a new organisation, whose owner has the colleague's address as a member: linked again.
    const target = await server.user();
    const colleague = await server.member(target, "editor");
    const colleagueEmail = (await colleague.get("/api/me")).body.user.email as string;
    const people = JSON.parse(strFromU8(zip[PERSONNEL_PATH]!));
    people.people[0].email = colleagueEmail.toUpperCase();
    const bytes = rezip(zip, { [PERSONNEL_PATH]: strToU8(JSON.stringify(people)) });
    const imported = await postZip(target, bytes);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.people).toBe(2);
    expect(t.done(imported.body)).toContain("2 medewerkers");

    const list = (await target.get<PersonnelListDto>("/api/personnel")).body;
    const names = list.people.map((p) => p.name).sort();
    expect(names).toEqual(["Piet de Boer", "Sanne Jansen"]);
    const sanne = list.people.find((p) => p.name === "Sanne Jansen")!;
    expect(sanne.userId).toBe((await colleague.get("/api/me")).body.user.id);
    const detail = (await target.get<PersonDetailDto>(`/api/personnel/${sanne.id}`)).body.person;
    expect(detail).toMatchObject({ jobTitle: "Jeugdzorgwerker", hoursPerWeek: 28.5, startDate: "2024-02-01" });
    const vog = detail.items.find((i) => i.kind === "vog")!;
    expect(vog).toMatchObject({ issuedOn: "2025-01-10", profile: "Jeugdhulp" });
    // The organisation's rule came along: a VOG of 2025-01-10 counts until 2027-01-10 (every 2 years).
    expect(vog.expiresOn).toBe("2027-01-10");
    const download = await target.fetch(vog.file!.url);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // The colleague sees their own record; not the other one; the document lists stay empty.
    expect((await colleague.get(`/api/personnel/${sanne.id}`)).status).toBe(200);
    expect((await target.get("/api/documents?category=beleid")).body.files).toEqual([]);
    // The organisation is no longer empty: a second import is refused.
    expect((await postZip(target, bytes)).status).toBe(409);
  });

  it("refuses a records file that does not fit, and writes nothing", async () => {
    const { owner } = await withRecords();
    const zip = unzipSync((await exportZip(owner)).bytes);
    const broken = JSON.parse(strFromU8(zip[PERSONNEL_PATH]!));
    broken.people[0].items[0].file = "documenten/beleid/bestaat-niet.pdf";
    const target = await server.user();
    const res = await postZip(target, rezip(zip, { [PERSONNEL_PATH]: strToU8(JSON.stringify(broken)) }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(t.badPersonnel);
    const control = JSON.parse(strFromU8(zip[PERSONNEL_PATH]!));
    control.people[1].name = "Piet\u0000";
    expect((await postZip(target, rezip(zip, { [PERSONNEL_PATH]: strToU8(JSON.stringify(control)) }))).status).toBe(
      422,
    );
    expect((await target.get<PersonnelListDto>("/api/personnel")).body.people).toEqual([]);
    expect((await target.get("/api/quota")).body.documents.usedBytes).toBe(0);
  });

  it("an archive made before the staff table was retired brings its rows in as records", async () => {
    const source = await server.user();
    const zip = unzipSync((await exportZip(source)).bytes);
    const values = JSON.parse(strFromU8(zip["kms/values.json"]!));
    const rows = [
      {
        id: "r1",
        naam: "Anna Smit",
        functie: "Gedragswetenschapper",
        registratienummer: "BIG 123",
        vogDatum: "2024-03-01",
      },
      { id: "r2", naam: "", functie: "" },
    ];
    values.values.push({
      name: STAFF_TABLE_NAME,
      value: rows,
      revision: 1,
      deleted: false,
      updatedAt: "2026-01-01T00:00:00.000Z",
      updatedBy: "u1",
      updatedByName: null,
      history: [],
    });
    const target = await server.user();
    // Such an archive has no records file.
    const old = rezip(zip, { "kms/values.json": strToU8(JSON.stringify(values)), [PERSONNEL_PATH]: null });
    const res = await postZip(target, old);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.people, JSON.stringify(res.body)).toBe(1);
    const list = (await target.get<PersonnelListDto>("/api/personnel")).body.people;
    expect(list.map((p) => [p.name, p.jobTitle])).toEqual([["Anna Smit", "Gedragswetenschapper"]]);
    const items = (await target.get<PersonDetailDto>(`/api/personnel/${list[0]!.id}`)).body.person.items;
    expect(items.map((i) => [i.kind, i.register, i.issuedOn]).sort()).toEqual([
      ["registration", "big", null],
      ["vog", null, "2024-03-01"],
    ]);
    // Not a value of the quality system any more.
    expect((await target.get("/api/kms/values")).body.values[STAFF_TABLE_NAME]).toBeUndefined();
  });

  it("the retired table's versions are neither served nor exported", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const me = (await owner.get("/api/me")).body;
    const organisationId = me.organisation.id as string;
    // As migration 0070 leaves it: a tombstone whose history holds the old table.
    await server.db
      .insertInto("kms_value")
      .values({
        organisation_id: organisationId,
        name: STAFF_TABLE_NAME,
        value: JSON.stringify([{ id: "r1", naam: "Geheime Medewerker" }]),
        revision: 1,
        updated_at: "2026-01-01T00:00:00.000Z",
        updated_by: me.user.id as string,
      })
      .execute();
    await server.db
      .updateTable("kms_value")
      .set({ deleted: 1, value: "null", revision: 2 })
      .where("organisation_id", "=", organisationId)
      .where("name", "=", STAFF_TABLE_NAME)
      .execute();
    for (const path of [`/api/kms/values/${STAFF_TABLE_NAME}/history`, `/api/kms/values/${STAFF_TABLE_NAME}/history/1`])
      expect((await reader.get(path)).status).toBe(400);
    const zip = unzipSync((await exportZip(reader)).bytes);
    expect(Object.values(zip).some((b) => strFromU8(b).includes("Geheime Medewerker"))).toBe(false);
  });
});
