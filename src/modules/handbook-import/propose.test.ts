import { describe, expect, it } from "vitest";
import { fitTable, mapColumns, parseDate, proposeItems, proposeTarget } from "./propose";
import { composeImport, ImportRefusal } from "./compose";
import { findTarget, importTargets, shortFieldMaxChars, type ParsedHandbook } from "./model";
import { topics } from "@norm/catalogue";
import { limits } from "@core/shared/limits";

const parsed = (sections: ParsedHandbook["sections"]): ParsedHandbook => ({
  sections,
  leftOut: { images: 0, textBoxes: 0, comments: 0 },
});
const text = (t: string) => ({ kind: "paragraph" as const, text: t });

describe("the catalogue's keywords", () => {
  it("gives every topic keywords of its own, in lower case", () => {
    for (const topic of topics) {
      expect(topic.keywords.length, topic.slug).toBeGreaterThan(0);
      for (const k of topic.keywords) expect(k).toBe(k.toLowerCase());
    }
  });
});

describe("proposeTarget", () => {
  it("is sure of a heading that is a topic's title", () => {
    expect(proposeTarget("Missie en visie", "", "text")).toMatchObject({
      target: "missie-en-visie",
      certainty: "Zeker",
    });
    expect(proposeTarget("3. Cliëntervaringen", "", "text").target).toBe("clientervaringen-werkwijze");
  });

  it("finds a topic by its keywords, accents and case aside", () => {
    expect(proposeTarget("Onze CLIENTENRAAD", "", "text").target).toBe("inspraak");
    expect(proposeTarget("Jaarlijks functioneringsgesprek", "", "text").target).toBe("gesprekken-functioneren");
  });

  it("uses HKZ element numbers named in the text", () => {
    expect(proposeTarget("Zo doen wij dat", "Dit hoofdstuk hoort bij HKZ 3.3 en het plan.", "text").target).toBe(
      "zorgplan",
    );
  });

  it("leaves a part without signs to the user", () => {
    expect(proposeTarget("Bijlage telefoonnummers", "Kantoor 020-1234567", "text")).toEqual({
      target: null,
      certainty: "Kies zelf",
      score: 0,
    });
  });

  it("never proposes a short field (names: 'Aanwezig') for a long text, however well its words fit", () => {
    expect(findTarget("aanwezig")?.maxChars).toBe(shortFieldMaxChars);
    // A real handbook's sentence about the presence of knowledge went to the attendees' box.
    const about = "Aanwezigheid van kennis en vaardigheden: ".concat(
      "wij zorgen dat de aanwezige kennis in het team op peil blijft en wordt gedeeld. ".repeat(4),
    );
    expect(about.length).toBeGreaterThan(shortFieldMaxChars);
    expect(proposeTarget("Aanwezig", about, "text").target).not.toBe("aanwezig");
    // The names of those present still go there.
    expect(proposeTarget("Aanwezig", "Anna de Vries, Piet Jansen", "text").target).toBe("aanwezig");
  });

  it("lets no sub-section inherit a short field for a long text", () => {
    const long = "Wij bespreken wie er bij het overleg zijn en wat zij inbrengen. ".repeat(5);
    const items = proposeItems(
      parsed([
        { heading: "Aanwezig", level: 1, blocks: [text("Anna de Vries, Piet Jansen")] },
        { heading: "Toelichting", level: 2, blocks: [text(long)] },
      ]),
    );
    expect(items[0]!.proposal.target).toBe("aanwezig");
    expect(items[1]!.proposal.target).not.toBe("aanwezig");
  });

  it("says why, in the preview's words, and gives no reason when it proposes nothing", () => {
    expect(proposeTarget("Zo doen wij dat", "Dit hoofdstuk hoort bij HKZ 3.3 en het plan.", "text").reason).toBe(
      "noemt HKZ 3.3",
    );
    expect(proposeTarget("Onze cliëntenraad", "", "text").reason).toMatch(/^kop bevat: .*cli/);
    expect(proposeTarget("Bijlage telefoonnummers", "Kantoor 020-1234567", "text")).not.toHaveProperty("reason");
  });

  it("picks the section of a topic with several by its own title", () => {
    expect(proposeTarget("Interne risico's", "", "text").target).toBe("interne-risicos");
    expect(proposeTarget("Interne kansen", "", "text").target).toBe("interne-kansen");
  });
});

describe("proposing by meaning, as in the public documents of the corpus", () => {
  it("reads no element in a document's own paragraph number ('paragraaf 4.1.2')", () => {
    expect(proposeTarget("Normen", "De eisen staan in paragraaf 4.1.2 van dit document.", "text").target).toBeNull();
    expect(proposeTarget("Zo doen wij dat", "Dit hoort bij element 3.3.", "text").target).toBe("zorgplan");
  });

  it("knows Dutch words of a topic beside its title", () => {
    expect(proposeTarget("Normatieve verwijzingen", "", "text").target).toBe("wet-en-regelgeving");
    expect(proposeTarget("Dreigingen en ontwikkelingen", "", "text").target).toBe("interne-kansen");
    expect(proposeTarget("Kwaliteitsmaatregelen tijdens het project", "", "text").target).toBe("kwaliteitsbeleid");
    // Functioning of a system is no talk with a member of staff.
    expect(proposeTarget("Functioneren van het IMS", "", "text").target).toBeNull();
  });

  it("proposes nothing for a reader's guide: 'Doelgroep van dit plan' under 'Inleiding' is no client group", () => {
    const items = proposeItems(
      parsed([
        { heading: "Inleiding", level: 1, blocks: [] },
        {
          heading: "Doelgroep",
          level: 2,
          blocks: [text("Doelgroep van dit plan zijn de opdrachtgever en de beheerders.")],
        },
        { heading: "Doelgroep", level: 1, blocks: [text("Wij bieden hulp aan jongeren van 12 tot 18 jaar.")] },
      ]),
    );
    expect(items.map((i) => i.proposal.target)).toEqual([null, "doelgroep"]);
  });

  it("lets a sub-part follow its parent when a table's sign is no stronger than the parent's", () => {
    const items = proposeItems(
      parsed([
        { heading: "Risicomanagement", level: 1, blocks: [text("Zo gaan wij om met risico's.")] },
        { heading: "Procesuitleg", level: 2, blocks: [text("Stap 1: inventariseren.")] },
        { heading: "Klachten en incidenten", level: 2, blocks: [text("Wij houden een register bij.")] },
      ]),
    );
    expect(items.map((i) => [i.heading, i.proposal.target])).toEqual([
      ["Risicomanagement", "interne-kansen"],
      ["Procesuitleg", "interne-kansen"],
      // 'klacht' and 'incident' name the register of 4.5 more surely than 'risico' the parent: the
      // user places it.
      ["Klachten en incidenten", null],
    ]);
  });
});

describe("tables", () => {
  it("maps Word columns to ours by their headers, leaving the rest", () => {
    const columns = findTarget("signalen")!.columns;
    expect(mapColumns(["Datum", "Afwijking", "Opmerking", "Evaluatie"], columns)).toEqual([
      "datum",
      "afwijking",
      null,
      "evaluatie",
    ]);
  });

  it("fits a table only with enough of our columns", () => {
    expect(fitTable(["Leverancier", "Eisen", "Evaluatie"])?.target.name).toBe("inkoop");
    expect(fitTable(["Naam", "Telefoon"])).toBeNull();
  });

  it("reads Dutch dates and refuses what is none", () => {
    expect(parseDate("3-2-2026")).toBe("2026-02-03");
    expect(parseDate("2026-02-03")).toBe("2026-02-03");
    expect(parseDate("31-02-2026")).toBeNull();
    expect(parseDate("volgende week")).toBeNull();
  });

  it("keeps rows that do not fit as text of the section", () => {
    const items = proposeItems(
      parsed([
        {
          heading: "Signalen",
          level: 1,
          blocks: [
            {
              kind: "table",
              rows: [
                ["Datum", "Afwijking", "Correctie"],
                ["01-03-2026", "Dossier kwijt", "Teruggevonden"],
                ["ooit", "Klacht over planning", "Gesprek"],
              ],
            },
          ],
        },
      ]),
    );
    const table = items.find((i) => i.kind === "table")!;
    expect(table.table!.rows).toEqual([
      { datum: "2026-03-01", afwijking: "Dossier kwijt", correctie: "Teruggevonden" },
    ]);
    const rest = items.find((i) => i.kind === "text")!;
    expect(rest.text).toBe(
      "| Datum | Afwijking | Correctie |\n| --- | --- | --- |\n| ooit | Klacht over planning | Gesprek |",
    );
  });
});

describe("composeImport", () => {
  const items = proposeItems(
    parsed([
      { heading: "Missie", level: 1, blocks: [text("Eerste.")] },
      { heading: "Visie", level: 1, blocks: [text("Tweede.")] },
      { heading: "Doelgroep", level: 1, blocks: [text("Jongeren.")] },
    ]),
  );
  const ids = () => {
    let n = 0;
    return () => `r${++n}`;
  };

  it("joins several parts for one place in document order, under the existing text", () => {
    const result = composeImport(items, { choices: [], modes: {} }, { "missie-en-visie": "Al." }, ids());
    expect(result.writes.find((w) => w.name === "missie-en-visie")!.value).toBe(
      "Al.\n\nMissie\n\nEerste.\n\nVisie\n\nTweede.",
    );
    expect(result.notImported).toBe(0);
  });

  it("replaces or skips a place as chosen", () => {
    const result = composeImport(
      items,
      { choices: [], modes: { "missie-en-visie": "replace", doelgroep: "skip" } },
      { "missie-en-visie": "Al.", doelgroep: "Blijft." },
      ids(),
    );
    expect(result.writes.map((w) => w.name)).toEqual(["missie-en-visie"]);
    expect(result.writes[0]!.value).toBe("Missie\n\nEerste.\n\nVisie\n\nTweede.");
    expect(result.notImported).toBe(1);
  });

  it("refuses a text over the limit naming the section", () => {
    const long = "x".repeat(limits.textMaxChars);
    expect(() => composeImport(items, { choices: [], modes: {} }, { doelgroep: long }, ids())).toThrow(
      new ImportRefusal(
        `De tekst bij 'Doelgroep' wordt te lang: ten hoogste 100.000 tekens. Kies 'Vervangen' of zet een deel op 'Niet importeren'.`,
      ),
    );
  });

  it("refuses a long text chosen for a short field, naming the section and the place", () => {
    const long = "Wij bespreken wie er bij het overleg zijn en wat zij inbrengen. ".repeat(5);
    const parts = proposeItems(parsed([{ heading: "Overleg", level: 1, blocks: [text(long)] }]));
    expect(() =>
      composeImport(parts, { choices: [{ item: parts[0]!.id, target: "aanwezig" }], modes: {} }, {}, ids()),
    ).toThrow(
      new ImportRefusal(
        `De tekst bij 'Overleg' is te lang voor 'Organisatiebeoordeling – Aanwezig': daar past ten hoogste 200 tekens. Kies een andere plek.`,
      ),
    );
  });

  it("offers only places of the catalogue", () => {
    expect(importTargets.every((t) => findTarget(t.name) === t)).toBe(true);
    expect(importTargets.some((t) => t.name === "datum")).toBe(false);
  });
});

describe("the summary's counts", () => {
  const table = (rows: string[][]) => ({ kind: "table" as const, rows });
  const context = (who: string) =>
    table([
      ["Belanghebbende", "Eis", "Hoe voldoet u aan de eisen?"],
      [who, "Verantwoording", "Rapportage"],
    ]);
  const phoneList = table([
    ["Naam", "Telefoon"],
    ["Kantoor", "020-1234567"],
  ]);
  const handbook = proposeItems(
    parsed([
      // Two Word tables that both fit the context analysis: two tables, one place.
      { heading: "Contextanalyse", level: 1, blocks: [context("Gemeente"), context("Cliënten")] },
      // A table that fits none of ours goes in as text: still a Word table imported.
      { heading: "Missie en visie", level: 1, blocks: [text("Wij zorgen."), phoneList] },
      { heading: "Doelgroep", level: 1, blocks: [text("Jongeren."), phoneList] },
      { heading: "Bijlage", level: 1, blocks: [text("Adressen.")] },
    ]),
  );
  const ids = () => {
    let n = 0;
    return () => `r${++n}`;
  };

  it("counts the Word tables imported, as rows or as text, not the table places", () => {
    const result = composeImport(handbook, { choices: [], modes: {} }, {}, ids());
    expect(result.writes.map((w) => w.name).sort()).toEqual(["contextAnalyse", "doelgroep", "missie-en-visie"]);
    expect(result.tables).toBe(4);
  });

  it("leaves out the tables of skipped places and parts not imported", () => {
    const doelgroep = handbook.find((i) => i.heading === "Doelgroep")!;
    const result = composeImport(
      handbook,
      { choices: [{ item: doelgroep.id, target: null }], modes: { contextAnalyse: "skip" } },
      {},
      ids(),
    );
    expect(result.tables).toBe(1);
  });

  it("counts sections of which nothing was imported", () => {
    const result = composeImport(handbook, { choices: [], modes: { contextAnalyse: "skip" } }, {}, ids());
    // 'Contextanalyse' (its place skipped) and 'Bijlage' (no place): two sections, whatever their parts.
    expect(result.notImported).toBe(2);
  });
});
