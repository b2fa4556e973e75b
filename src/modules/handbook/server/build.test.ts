import { describe, expect, it } from "vitest";
import { documentCategories, topics } from "@norm/catalogue";
import { buildHandbook } from "./build";
import { handbookFileName, type HandbookValue } from "../model";
import { parsePlainText } from "@norm/plain-text";
import { GOAL_SETS_NAME, goalStatusName, goalTableName, goalTextName } from "@norm/kms-names";

const catalogue = { topics, documentCategories };
const at = "2026-03-05T10:00:00.000Z";
const v = (value: unknown, updatedAt = at): HandbookValue => ({ value, updatedAt });
const now = new Date("2026-04-01T08:00:00Z");
const build = (values: Record<string, HandbookValue> = {}, documents: Parameters<typeof buildHandbook>[2] = []) =>
  buildHandbook(catalogue, values, documents, { name: "Zorg & Meer" }, now);
const chapter = (h: ReturnType<typeof build>, id: string) => h.chapters.find((c) => c.id === id)!;

describe("the handbook model", () => {
  it("has every topic of the catalogue in its order, then the documents, each in the table of contents", () => {
    const h = build();
    expect(h.chapters.map((c) => c.id)).toEqual([...topics.map((t) => t.slug), "documenten"]);
    expect(h.contents).toEqual(h.chapters.map(({ id, number, title }) => ({ id, number, title })));
    expect(h.contents[0]).toEqual({ id: "missie-en-visie", number: 1, title: "Missie en visie" });
    for (const [i, topic] of topics.entries()) expect(h.chapters[i]!.sections).toHaveLength(topic.sections.length);
    expect(chapter(h, "documenten").sections.map((s) => s.title)).toEqual(documentCategories.map((c) => c.title));
  });

  it("shows the register of 4.5 with its type and the reporting or decision deadline worked out, not stored", () => {
    const h = build({
      "meldingen-register": v([
        { id: "a", datum: "2026-03-02", type: "Datalek", omschrijving: "Mail naar verkeerde ouder" },
        { id: "b", datum: "2026-03-10", type: "Klacht", omschrijving: "Wisselende begeleider" },
      ]),
    });
    const [block] = chapter(h, "meldingen").sections[0]!.blocks;
    expect(block).toMatchObject({ kind: "table" });
    if (block?.kind !== "table") return;
    const col = (name: string) => block.columns.indexOf(name);
    expect(block.rows.map((r) => r[col("Type")])).toEqual(["Datalek", "Klacht"]);
    expect(block.rows[0]![col("Termijn")]).toBe(
      "Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk 05-03-2026. Niet gemeld: de termijn is voorbij.",
    );
    expect(block.rows[1]![col("Termijn")]).toBe(
      "Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk 21-04-2026. Nog geen oordeel.",
    );
  });

  it("marks every part as not filled in for a new organisation", () => {
    const h = build();
    for (const c of h.chapters) for (const s of c.sections) expect(s.blocks).toEqual([{ kind: "empty" }]);
    expect(h.titlePage).toEqual({
      organisation: "Zorg & Meer",
      title: "Kwaliteitshandboek",
      date: "01-04-2026",
      version: null,
    });
  });

  it("turns blank lines into paragraphs and '- ' lines into bullet lists", () => {
    expect(
      parsePlainText("Eerste alinea\nmet twee regels.\n\nTweede alinea:\n- één\n- twee\n  loopt door\n\nSlot."),
    ).toEqual([
      { kind: "paragraph", text: "Eerste alinea\nmet twee regels." },
      { kind: "paragraph", text: "Tweede alinea:" },
      { kind: "list", items: ["één", "twee loopt door"] },
      { kind: "paragraph", text: "Slot." },
    ]);
    expect(parsePlainText("\r\n\r\n  \n")).toEqual([]);
    const h = build({ "missie-en-visie": v("Wij zijn er voor cliënten.\n\n- Zorg\n- Welzijn") });
    expect(chapter(h, "missie-en-visie").sections[0]!.blocks).toEqual([
      { kind: "paragraph", text: "Wij zijn er voor cliënten." },
      { kind: "list", items: ["Zorg", "Welzijn"] },
    ]);
  });

  it("renders tables with their column titles, dates as dd-MM-yyyy, and leaves out blank rows", () => {
    const h = build({
      maatregelen: v([
        { id: "a", datum: "2026-02-03", risico: "Uitval", actie: "Back-up", evaluatie: "" },
        { id: "b", datum: "", risico: " ", actie: "" },
      ]),
      signalen: v([{ id: "c", datum: "", afwijking: "" }]),
      datum: v("2026-01-31"),
    });
    const risks = chapter(h, "risicos-en-kansen").sections;
    expect(risks.map((s) => s.title)).toEqual(["Interne kansen", "Interne risico's", "Maatregelen"]);
    expect(risks[2]!.blocks).toEqual([
      {
        kind: "table",
        columns: ["Datum", "Risico", "Actie", "Evaluatie (incl. datum)"],
        rows: [["03-02-2026", "Uitval", "Back-up", ""]],
      },
    ]);
    expect(chapter(h, "signalen").sections[0]!.blocks).toEqual([{ kind: "empty" }]);
    expect(chapter(h, "organisatiebeoordeling").sections[0]!.blocks).toEqual([
      { kind: "paragraph", text: "31-01-2026" },
    ]);
  });

  it("shows the goal sets with their measures and the review's goal evaluation", () => {
    const h = build({
      [GOAL_SETS_NAME]: v(["s1", "s2"]),
      [goalTextName("s1")]: v("Kortere wachttijd"),
      [goalTableName("s1")]: v([{ id: "r", maatregelen: "Intake plannen", indicator: "< 2 weken" }]),
      [goalStatusName("s1")]: v("Op schema"),
    });
    expect(chapter(h, "kwaliteitsdoelstellingen").sections[0]!.blocks).toEqual([
      { kind: "subheading", text: "Kwaliteitsdoelstelling 1" },
      { kind: "paragraph", text: "Kortere wachttijd" },
      {
        kind: "table",
        columns: ["Maatregelen", "Acties en door wie", "Indicator", "Evaluatie"],
        rows: [["Intake plannen", "", "< 2 weken", ""]],
      },
      { kind: "subheading", text: "Kwaliteitsdoelstelling 2" },
      { kind: "empty" },
      { kind: "empty" },
    ]);
    const review = chapter(h, "organisatiebeoordeling").sections.find(
      (s) => s.title === "Evaluatie kwaliteitsdoelstellingen",
    )!;
    expect(review.blocks).toEqual([
      {
        kind: "table",
        columns: ["Doelstelling", "Status"],
        rows: [
          ["Kortere wachttijd", "Op schema"],
          ["Kwaliteitsdoelstelling 2", "Nog niet ingevuld"],
        ],
      },
    ]);
  });

  it("lists the documents per category with their date, and takes the latest change as the version", () => {
    const h = build({ doelgroep: v("Jongeren", "2026-03-01T12:00:00.000Z") }, [
      { category: "beleid", name: "Privacybeleid.pdf", uploadedAt: "2026-03-20T23:30:00.000Z" },
      { category: "beleid", name: "Klachtenregeling.docx", uploadedAt: "2026-02-01T09:00:00.000Z" },
    ]);
    const docs = chapter(h, "documenten").sections;
    expect(docs[1]).toEqual({
      title: "Beleid",
      blocks: [
        {
          kind: "table",
          columns: ["Naam", "Datum"],
          rows: [
            ["Klachtenregeling.docx", "01-02-2026"],
            ["Privacybeleid.pdf", "21-03-2026"],
          ],
        },
      ],
    });
    expect(docs[0]!.blocks).toEqual([{ kind: "empty" }]);
    // Dutch time: 23:30 UTC on 20 March is 21 March in the Netherlands.
    expect(h.titlePage.version).toBe("21-03-2026");
    expect(handbookFileName(h, "pdf")).toBe("Kwaliteitshandboek Zorg & Meer 2026-04-01.pdf");
    const unnamed = buildHandbook(catalogue, {}, [], { name: " " }, now);
    expect(unnamed.titlePage.organisation).toBe("");
    expect(handbookFileName(unnamed, "docx")).toBe("Kwaliteitshandboek 2026-04-01.docx");
  });
});
