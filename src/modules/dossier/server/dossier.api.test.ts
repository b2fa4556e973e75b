/**
 * 'Auditdossier maken' on the real server: the PDF (text read back with pdf.js: the cover, the
 * contents pointing at each element's page, 'Pagina X van Y', an element's readiness with its
 * reasons, its texts and evidence, the auditor's questions and answers), every role may make it,
 * it is logged, and another organisation's data never appears.
 */
import { roles } from "@core/shared/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { download, makeOrganisation, save } from "./test/helpers";
import { pdfPages, pdfText } from "@modules/handbook/server/test/pdf-text";
import { hkzElements } from "@norm/norm";
import { formatDateNl } from "@core/shared/format-date";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
const organisation = (tag: string) => makeOrganisation(server, tag);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the auditdossier as PDF", () => {
  it("has a cover, a contents page pointing at every element's page, and 'Pagina X van Y' on every page", async () => {
    const owner = await organisation("alfa");
    const { res, bytes } = await download(owner, "/api/dossier/export.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Auditdossier Praktijk Een alfa \d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Auditdossier%20Praktijk%20%C3%89%C3%A9n%20alfa%20\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const pages = await pdfPages(bytes);
    const cover = pages[0]!;
    for (const expected of ["Praktijk Één alfa", "Auditdossier", `Datum: ${formatDateNl(new Date())}`])
      expect(cover).toContain(expected);
    expect(cover).toMatch(/\d+ van 23 normelementen op orde/);
    pages.forEach((text, i) => expect(text).toContain(`Pagina ${i + 1} van ${pages.length}`));
    expect(pages[0]).toContain(`Pagina 1 van ${pages.length}`);

    const contents = pages[1]!;
    expect(contents).toContain("Inhoudsopgave");
    let previous = 2;
    for (const element of hkzElements) {
      const heading = `${element.number} ${element.title}`;
      const listed = new RegExp(`${escape(heading)} (\\d+)`).exec(contents);
      expect(listed, heading).not.toBeNull();
      const page = Number(listed![1]);
      // All 23, in the norm's order, each heading on the page the contents give.
      expect(page, heading).toBeGreaterThan(previous);
      previous = page;
      expect(pages[page - 1], heading).toContain(`${heading} Stand voor de audit`);
    }
  });

  it("gives an element its readiness with its reasons, its texts, its documents and the auditor's questions", async () => {
    const owner = await organisation("bravo");
    const pages = await pdfPages((await download(owner, "/api/dossier/export.pdf")).bytes);
    const chapter = (number: string) => {
      const element = hkzElements.find((e) => e.number === number)!;
      const start = pages.findIndex((p, i) => i > 1 && p.includes(`${number} ${element.title} Stand voor de audit`));
      const next = pages.findIndex((p, i) => i > start && /\d\.\d [^\n]* Stand voor de audit/.test(p));
      return pages.slice(start, next === -1 ? undefined : next).join(" ");
    };
    const mission = chapter("1.2");
    expect(mission).toMatch(/Stand voor de audit Aandacht nodig Wat nog aandacht nodig heeft:/);
    expect(mission).toContain("Dit normelement is in deze certificeringscyclus nog niet intern geaudit.");
    expect(mission).toContain("Wij helpen cliënten bravo.");
    expect(mission).toContain("Eén aanspreekpunt");
    expect(mission).toContain(`Laatst gewijzigd op ${formatDateNl(new Date())}`);
    expect(mission).toContain("Er is nog geen document aan dit normelement gekoppeld.");

    const complaints = chapter("4.5");
    expect(complaints).toContain("Klachtenverslag bravo.pdf");
    expect(complaints).toContain("Graag het klachtenverslag bravo");
    expect(complaints).toContain("Zie het verslag bravo");
    expect(complaints).toContain("Document: Klachtenverslag bravo.pdf");
    expect(complaints).toContain("Afgehandeld");
    // The document linked to two elements is listed at both.
    expect(chapter("1.7")).toContain("Klachtenverslag bravo.pdf");
    // Nothing started: the readiness says so.
    expect(chapter("2.4")).toContain("Stand voor de audit Nog niet begonnen");
  });

  it("shows a wide register with its 'Termijn', and never breaks a word or a date in the middle", async () => {
    const owner = await server.user();
    await save(owner, "meldingen-register", [
      {
        id: "r1",
        datum: "2026-11-10",
        type: "Datalek",
        omschrijving: "Verslag naar de verkeerde ouder gemaild",
        maatregelen: "Ouder gebeld, mail teruggehaald",
        gemeldAan: "Autoriteit Persoonsgegevens",
        datumMelding: "2026-11-11",
        evaluatie: "Adressen voortaan controleren",
        afgesloten: "2026-11-20",
      },
    ]);
    const text = await pdfText((await download(owner, "/api/dossier/export.pdf")).bytes);
    for (const whole of ["Omschrijving", "Persoonsgegevens", "Datalek", "10-11-2026", "11-11-2026", "20-11-2026"])
      expect(text).toContain(whole);
    // A word broken over two lines reads back as two words.
    expect(text).not.toMatch(/Omsch \S|Dat alek|\d{2}-\d{2}- \d|\d{2}-\d{2}-\d{1,3} \d/);
    expect(text).toContain("Termijn");
    expect(text).toContain("Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk 13-11-2026.");
  });

  it("never shows another organisation's data", async () => {
    const owner = await organisation("charlie");
    await organisation("delta");
    const text = await pdfText((await download(owner, "/api/dossier/export.pdf")).bytes);
    expect(text).toContain("Klachtenverslag charlie.pdf");
    expect(text).not.toContain("delta");
  });

  it.each(roles)("lets a %s make the dossier, and logs it", async (role) => {
    const owner = await organisation(`echo-${role}`);
    const member = role === "owner" ? owner : await server.member(owner, role);
    const { res, bytes } = await download(member, "/api/dossier/export.pdf");
    expect(res.status).toBe(200);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const log = (await owner.get("/api/activity?kind=export.dossier")).body.entries as { detail: string }[];
    expect(log.map((e) => e.detail)).toEqual(["PDF"]);
  });

  it("refuses without a session", async () => {
    expect((await server.client().get("/api/dossier/export.pdf")).status).toBe(401);
  });
});
