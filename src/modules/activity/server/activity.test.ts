/**
 * The activity log through the real routes and database: each kind of event recorded once with the
 * right person, filters and paging, the CSV export, append-only, retention, roles and isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";
import type { ActivityEntryDto } from "../model";
import { removeExpiredActivity } from "./retention";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const log = async (client: TestClient, query = "") => {
  const res = await client.get(`/api/activity${query}`);
  expect(res.status).toBe(200);
  return res.body as { entries: ActivityEntryDto[]; next: string | null };
};
const kinds = async (client: TestClient, query = "") => (await log(client, query)).entries.map((e) => e.kind).reverse();
const put = (c: TestClient, name: string, value: unknown, baseRevision: number) =>
  c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });
const userIdOf = async (c: TestClient) => (await c.get("/api/me")).body.user.id as string;

describe("what is recorded", () => {
  it("records sign-ins and failed sign-ins of members, with the address", async () => {
    const email = `anna-${Date.now()}@voorbeeld.nl`;
    const owner = await server.user({ name: "Anna", email, password: "een-goed-wachtwoord" });
    const wrong = await server.client().post("/api/auth/sign-in/email", { email, password: "verkeerd-wachtwoord" });
    expect(wrong.status).toBe(401);
    const unknown = await server.client().post("/api/auth/sign-in/email", {
      email: "niemand@voorbeeld.nl",
      password: "verkeerd-wachtwoord",
    });
    expect(unknown.status).toBe(401);
    const right = await server.client().post("/api/auth/sign-in/email", { email, password: "een-goed-wachtwoord" });
    expect(right.status).toBe(200);

    const { entries } = await log(owner);
    expect(entries.map((e) => [e.kind, e.actor, e.detail])).toEqual([
      ["signin", `Anna (${email})`, null],
      ["signin.failed", `Anna (${email})`, "verkeerd wachtwoord"],
    ]);
    expect(entries[0]!.userId).toBe(await userIdOf(owner));
    expect(entries[0]!.address).toBe("127.0.0.1");
  });

  it("records a burst of saves of one section once, and each restore", async () => {
    const owner = await server.user();
    await put(owner, "missie-en-visie", "Een", 0);
    await put(owner, "missie-en-visie", "Twee", 1);
    await put(owner, "missie-en-visie", "Drie", 2);
    await put(owner, "doelgroep", "Jongeren", 0);
    await owner.post("/api/kms/values/missie-en-visie/restore", { revision: 1, baseRevision: 3 });
    const { entries } = await log(owner);
    expect(entries.map((e) => [e.kind, e.subject, e.detail])).toEqual([
      ["kms.restored", "Missie en visie", "versie 1"],
      ["kms.changed", "Doelgroep", null],
      ["kms.changed", "Missie en visie", null],
    ]);
  });

  it("records document uploads, downloads, deletes, restores and purges", async () => {
    const owner = await server.user();
    await tusUpload(owner, Buffer.from("inhoud"), meta("Privacybeleid.pdf", "beleid"));
    const [file] = (await owner.get("/api/documents?category=beleid")).body.files;
    expect((await owner.fetch(file.url)).status).toBe(200);
    await owner.delete(`/api/documents/${file.id}`);
    await owner.post(`/api/documents/bin/${file.id}/restore`);
    await owner.delete(`/api/documents/${file.id}`);
    await owner.delete(`/api/documents/bin/${file.id}`);
    const { entries } = await log(owner);
    expect(entries.map((e) => [e.kind, e.subject]).reverse()).toEqual([
      ["document.uploaded", "Privacybeleid.pdf"],
      ["document.downloaded", "Privacybeleid.pdf"],
      ["document.deleted", "Privacybeleid.pdf"],
      ["document.restored", "Privacybeleid.pdf"],
      ["document.deleted", "Privacybeleid.pdf"],
      ["document.purged", "Privacybeleid.pdf"],
    ]);
    expect(entries.every((e) => e.detail === "Beleid" || e.kind === "document.purged")).toBe(true);
  });

  it("records exports and the auditor's use of a link, under the auditor's name", async () => {
    const owner = await server.user();
    await tusUpload(owner, Buffer.from("notulen"), meta("Notulen mei.pdf", "notulen"));
    const [file] = (await owner.get("/api/documents?category=notulen")).body.files;
    expect((await owner.fetch("/api/handbook/export.docx")).status).toBe(200);
    const zip = await owner.fetch("/api/transfer/export.zip");
    await zip.arrayBuffer();
    const created = await owner.post("/api/auditor/links", { name: "Bram Auditor", email: "bram@audit.nl", days: 7 });
    const token = /#(.+)$/.exec(created.body.url)![1]!;
    const auditor = server.client();
    const bearer = { authorization: `Bearer ${token}` };
    expect((await auditor.request("GET", "/api/auditor-view", undefined, bearer)).status).toBe(200);
    const download = await auditor.fetch(`/api/auditor-view/documents/${file.id}`, { headers: bearer });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    await owner.post(`/api/auditor/links/${created.body.link.id}/revoke`);

    const { entries } = await log(owner);
    expect(
      entries
        .filter((e) => e.kind !== "document.uploaded")
        .map((e) => [e.kind, e.actor.startsWith("Bram") ? e.actor : "eigenaar", e.subject])
        .reverse(),
    ).toEqual([
      ["export.handbook", "eigenaar", null],
      ["export.zip", "eigenaar", expect.stringMatching(/\.zip$/)],
      ["auditor.link.created", "eigenaar", "Bram Auditor (bram@audit.nl)"],
      ["auditor.opened", "Bram Auditor (auditor)", null],
      ["auditor.downloaded", "Bram Auditor (auditor)", "Notulen mei.pdf"],
      ["auditor.link.revoked", "eigenaar", "Bram Auditor (bram@audit.nl)"],
    ]);
    expect(entries.find((e) => e.kind === "export.handbook")!.detail).toBe("Word");
    expect(entries.find((e) => e.kind === "auditor.opened")!.userId).toBeNull();
  });

  it("records team and role changes and organisation settings", async () => {
    const owner = await server.user();
    await owner.post("/api/team/invitations", { email: "nieuw@voorbeeld.nl", role: "editor" });
    const editor = await server.member(owner, "editor");
    const editorId = await userIdOf(editor);
    await owner.patch(`/api/team/members/${editorId}`, { role: "reader" });
    await owner.delete(`/api/team/members/${editorId}`);
    const leaver = await server.member(owner, "reader");
    const leaverId = await userIdOf(leaver);
    await leaver.post("/api/team/leave");
    await owner.patch("/api/organisation", { name: "Praktijk De Linde" });

    const { entries } = await log(owner);
    expect(entries.map((e) => [e.kind, e.subject, e.detail]).reverse()).toEqual([
      ["team.invited", "nieuw@voorbeeld.nl", "Bewerker"],
      ["team.role", expect.stringMatching(/^Gebruiker \d+ \(/), "Lezer"],
      ["team.removed", expect.stringMatching(/^Gebruiker \d+ \(/), null],
      ["team.left", null, null],
      ["organisation.changed", null, "naam: Praktijk De Linde"],
    ]);
    expect(entries.find((e) => e.kind === "team.left")!.userId).toBe(leaverId);
  });
});

describe("reading the log", () => {
  it("filters by person, kind and period, and pages without gaps", async () => {
    const owner = await server.user();
    const editor = await server.member(owner, "editor");
    for (let i = 0; i < 3; i++) await owner.patch("/api/organisation", { name: `Praktijk ${i}` });
    await put(editor, "doelgroep", "Jongeren", 0);
    const editorId = await userIdOf(editor);

    expect(await kinds(owner, `?person=${editorId}`)).toEqual(["kms.changed"]);
    expect((await log(owner, "?kind=organisation.changed")).entries).toHaveLength(3);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
    expect((await log(owner, `?from=${today}&to=${today}`)).entries).toHaveLength(4);
    expect((await log(owner, "?to=2020-01-01")).entries).toEqual([]);

    const all = (await log(owner)).entries.map((e) => e.id);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await owner.get(
          `/api/activity?kind=organisation.changed${cursor ? `&before=${encodeURIComponent(cursor)}` : ""}`,
        )
      ).body as { entries: ActivityEntryDto[]; next: string | null };
      ids.push(...page.entries.map((e) => e.id));
      cursor = page.next;
    } while (cursor);
    expect(ids).toEqual(all.filter((id) => ids.includes(id)));
    expect(ids).toHaveLength(3);

    const people = (await owner.get("/api/activity/people")).body.people as { userId: string }[];
    expect(people.map((p) => p.userId).sort()).toEqual([await userIdOf(owner), editorId].sort());
  });

  it("refuses bad filters with a Dutch message", async () => {
    const owner = await server.user();
    const kind = await owner.get("/api/activity?kind=alles");
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe("Kies een soort uit de lijst.");
    const period = await owner.get("/api/activity?from=2026-02-01&to=2026-01-01");
    expect(period.status).toBe(400);
    expect(period.body.message).toBe("De begindatum ligt na de einddatum.");
    expect((await owner.get("/api/activity?from=2026-02-30")).status).toBe(400);
    expect((await owner.get("/api/activity?before=nonsense")).status).toBe(400);
  });

  it("exports the filtered log as CSV for a spreadsheet", async () => {
    const owner = await server.user({ name: 'Sanne; van "Dijk"' });
    await owner.patch("/api/organisation", { name: "=Praktijk" });
    const res = await owner.fetch("/api/activity/export.csv?kind=organisation.changed");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="Activiteit \d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFDatum en tijd;Soort;Wie;Onderwerp;Details;Adres\r\n")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d{2}-\d{2}-\d{4} \d{2}:\d{2};Organisatie gewijzigd;"Sanne; van ""Dijk"" \(.+\)";;naam: =Praktijk;127\.0\.0\.1$/,
    );
  });
});

describe("append-only, retention, roles and isolation", () => {
  it("has no route that changes or deletes an entry, and the database refuses an update", async () => {
    const owner = await server.user();
    await owner.patch("/api/organisation", { name: "Praktijk Vast" });
    const [entry] = (await log(owner)).entries;
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect((await owner.request(method, `/api/activity/${entry!.id}`, {})).status).toBe(404);
      expect((await owner.request(method, "/api/activity", {})).status).toBe(404);
    }
    await expect(
      server.db.updateTable("activity_event").set({ actor: "iemand anders" }).where("id", "=", entry!.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect((await log(owner)).entries[0]).toEqual(entry);
  });

  it("removes entries older than the retention period, and only those", async () => {
    const owner = await server.user();
    await owner.patch("/api/organisation", { name: "Praktijk Oud" });
    const { organisation } = (await owner.get("/api/me")).body;
    await server.db
      .insertInto("activity_event")
      .values({
        id: `oud-${Date.now()}`,
        organisation_id: organisation.id,
        at: new Date(Date.now() - 731 * 86_400_000).toISOString(),
        user_id: null,
        actor: "Iemand",
        kind: "signin",
      })
      .execute();
    expect((await log(owner)).entries).toHaveLength(2);
    expect(await removeExpiredActivity(server.db, 730)).toBeGreaterThanOrEqual(1);
    expect(await kinds(owner)).toEqual(["organisation.changed"]);
  });

  it("is for owners only, and shows only the own organisation", async () => {
    const owner = await server.user();
    await owner.patch("/api/organisation", { name: "Praktijk Eigen" });
    const editor = await server.member(owner, "editor");
    const refused = await editor.get("/api/activity");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Alleen een eigenaar kan de activiteit van de organisatie bekijken.");
    expect((await editor.fetch("/api/activity/export.csv")).status).toBe(403);
    const stranger = await server.user();
    expect((await log(stranger)).entries).toEqual([]);
    expect((await log(stranger, `?person=${await userIdOf(owner)}`)).entries).toEqual([]);
    const csv = await (await stranger.fetch("/api/activity/export.csv")).text();
    expect(csv.trim().split("\r\n")).toHaveLength(1);
  });
});
