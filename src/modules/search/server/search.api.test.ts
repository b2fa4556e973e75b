/**
 * Search as a member uses it: only their own organisation's texts, accents folded both ways, Dutch
 * stemming on PostgreSQL, half-typed words, highlights as plain parts (never HTML), the app's pages
 * and help texts, a limit per group, and bad queries refused with a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { paths } from "@core/shared/paths";
import { searchLimits } from "../model";
import { searchMessages } from "../messages";
import { hitsOf, plain, put, search } from "./test/search-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe("whose texts", () => {
  it("never answers with another organisation's text, whatever it asks", async () => {
    const ours = await server.user();
    const theirs = await server.user();
    await put(ours, "doelgroep", "Wij werken met pleeggezinnen.");
    await put(theirs, "doelgroep", "Geheime afspraak over pleeggezinnen en de wethouder.");
    expect(await hitsOf(ours, "wethouder", "kms")).toEqual([]);
    expect(await hitsOf(ours, "pleeggezinnen", "kms")).toEqual([
      `Doelgroep | Wij werken met pleeggezinnen. | ${paths.kwaliteitssysteem("doelgroep")}`,
    ]);
    const reader = await server.member(theirs, "reader");
    expect(await hitsOf(reader, "wethouder", "kms")).toHaveLength(1);
    expect(JSON.stringify(await search(ours, "geheime afspraak wethouder"))).not.toMatch(/wethouder|Geheime/i);
  });

  it("asks for a session", async () => {
    expect((await server.client().get("/api/search?q=beleid")).status).toBe(401);
  });
});

describe("finding words", () => {
  it("folds accents both ways and finds a half-typed word", async () => {
    const owner = await server.user();
    await put(owner, "doelgroep", "Wij helpen cliënten en hun naïeve vragen.");
    await put(owner, "kwaliteitsbeleid", "Onze clienten krijgen een coördinator.");
    expect(await hitsOf(owner, "clienten", "kms")).toHaveLength(2);
    expect(await hitsOf(owner, "cliënten", "kms")).toHaveLength(2);
    expect(await hitsOf(owner, "COORDINATOR", "kms")).toHaveLength(1);
    expect(await hitsOf(owner, "naiev", "kms")).toHaveLength(1);
    // Every word must match.
    expect(await hitsOf(owner, "clienten coordinator", "kms")).toEqual([
      `Kwaliteitsbeleid | Onze clienten krijgen een coördinator. | ${paths.kwaliteitssysteem("kwaliteitsbeleid")}`,
    ]);
  });

  it("stems Dutch words on PostgreSQL ('klachten' finds 'klacht'); SQLite matches word starts only", async () => {
    const owner = await server.user();
    await put(owner, "inspraak", "Een klacht van een ouder bespreken wij altijd.");
    expect(await hitsOf(owner, "klachten", "kms")).toHaveLength(postgres ? 1 : 0);
    expect(await hitsOf(owner, "klacht", "kms")).toHaveLength(1);
    expect(await hitsOf(owner, "besproken", "kms")).toEqual([]);
  });

  it("shows a register row's dates as dd-MM-yyyy in the snippet, never as stored (yyyy-MM-dd)", async () => {
    const owner = await server.user();
    await put(owner, "meldingen-register", [
      { id: "r1", datum: "2026-09-01", type: "Klacht", omschrijving: "Wachtlijstklacht van een ouder" },
    ]);
    const [hit] = await hitsOf(owner, "wachtlijstklacht", "register");
    expect(hit).toContain("01-09-2026");
    expect(hit).not.toContain("2026-09-01");
  });

  it("marks the matching words as parts and passes markup through as text", async () => {
    const owner = await server.user();
    await put(owner, "doelgroep", `Tekst <img src=x onerror="alert(1)"> over <b>ouderavonden</b> & meer`);
    const { groups } = await search(owner, "ouderavonden");
    const hit = groups.find((g) => g.kind === "kms")!.hits[0]!;
    expect(hit.snippet.filter((p) => p.hit)).toEqual([{ text: "ouderavonden", hit: true }]);
    expect(plain(hit.snippet)).toBe(`Tekst <img src=x onerror="alert(1)"> over <b>ouderavonden</b> & meer`);
  });

  it("takes query syntax of either engine as plain words", async () => {
    const owner = await server.user();
    await put(owner, "doelgroep", "Het beleid voor jongeren");
    for (const q of [
      `"beleid`,
      "beleid*",
      "beleid:*",
      "beleid & !jongeren",
      "NEAR(beleid jongeren)",
      "'beleid'",
      "-beleid",
      "(",
      "…",
    ]) {
      const res = await owner.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(await hitsOf(owner, "beleid & !jongeren", "kms")).toHaveLength(1);
    expect((await search(owner, "?!")).groups).toEqual([]);
  });

  it("finds the app's pages and the help texts", async () => {
    const owner = await server.user();
    const [calendar] = await hitsOf(owner, "kwaliteitskalender", "page");
    expect(calendar).toBe(`Kwaliteitskalender |  | ${paths.kalender}`);
    const help = await hitsOf(owner, "meldcode", "help");
    expect(help.length).toBeGreaterThan(0);
    expect(help[0]).toMatch(/^Uitleg bij .* \| .*[Mm]eldcode.* \| \/kwaliteitssysteem\//);
  });

  it("shows at most a few hits per group and says there are more", async () => {
    const owner = await server.user();
    const rows = Array.from({ length: 8 }, (_, i) => ({ id: `r${i}`, datum: "", afwijking: `Valincident ${i}` }));
    await put(owner, "signalen", rows);
    const goalIds: string[] = [];
    for (let i = 0; i < searchLimits.perGroup + 2; i++) goalIds.push((await owner.post("/api/kms/goal-sets")).body.id);
    for (const id of goalIds) await put(owner, `kwaliteitsdoelstelling-${id}`, `Minder valincidenten ${id}`);
    const { groups } = await search(owner, "valincident");
    const kms = groups.find((g) => g.kind === "kms")!;
    expect(kms.hits).toHaveLength(searchLimits.perGroup);
    expect(kms.more).toBe(true);
  });
});

describe("bad queries", () => {
  it("refuses a missing, empty, too long or unsafe query with a 400 in Dutch", async () => {
    const owner = await server.user();
    const cases: [string, string | undefined][] = [
      ["/api/search", searchMessages.queryMissing],
      ["/api/search?q=", searchMessages.queryMissing],
      ["/api/search?q=%20%20", searchMessages.queryMissing],
      [`/api/search?q=${"a".repeat(searchLimits.queryMax + 1)}`, searchMessages.queryTooLong],
      ["/api/search?q=a%00b", undefined],
      ["/api/search?q=a%0Ab", undefined],
    ];
    for (const [url, message] of cases) {
      const res = await owner.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe("invalid_input");
      if (message) expect(res.body.message, url).toBe(message);
    }
  });
});
