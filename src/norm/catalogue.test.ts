import { describe, expect, it } from "vitest";
import { goalTableColumns, topics, isDateColumn } from "@norm/catalogue";

/** Every text a user reads in the catalogue. */
const texts = topics
  .flatMap((t) => [
    t.title,
    t.intro,
    ...t.sections.flatMap((s) => [s.title ?? "", ...(s.kind === "table" ? s.columns.map((c) => c.title) : [])]),
  ])
  .concat(goalTableColumns.map((c) => c.title));

describe("catalogue", () => {
  it("addresses the user as 'u' only: no 'we', 'wij', 'ons', 'je' or 'jij'", () => {
    const informal = /\b(we|wij|ons|onze|je|jij|jouw|jullie)\b/i;
    expect(texts.filter((t) => informal.test(t))).toEqual([]);
  });

  it("makes every date field a date: 'Datum' columns, 'Datum uitvoering' and Organisatiebeoordeling's 'Datum'", () => {
    const dateColumns = topics.flatMap((t) =>
      t.sections.flatMap((s) =>
        s.kind === "table" ? s.columns.filter(isDateColumn).map((c) => `${t.slug}.${c.key}`) : [],
      ),
    );
    expect(dateColumns).toEqual([
      "risicos-en-kansen.datum",
      "signalen.datum",
      "materialen-en-middelen.datumUitvoering",
      "inkoop.laatsteEvaluatie",
      // The topics of the other HKZ elements: the RI&E plan, client experiences, the register of 4.5.
      // (A person's dates are Medewerkers' records, modules/personnel.)
      "werkomgeving.gereedVoor",
      "werkomgeving.afgerond",
      "clientervaringen.datum",
      "meldingen.datum",
      "meldingen.datumMelding",
      "meldingen.klachtOntvangen",
      "meldingen.klachtVerlengdTot",
      "meldingen.klachtVerlengingGemeld",
      "meldingen.klachtOordeel",
      "meldingen.afgesloten",
    ]);
    const review = topics.find((t) => t.slug === "organisatiebeoordeling")!;
    expect(review.sections.find((s) => s.kind === "text" && s.name === "datum")).toMatchObject({ date: true });
    // No other column or text field that is called a date is left as free text.
    const undated = topics.flatMap((t) =>
      t.sections.flatMap((s) => {
        if (s.kind === "table")
          return s.columns.filter((c) => /^datum/i.test(c.title) && !isDateColumn(c)).map((c) => c.title);
        if (s.kind === "text" && /^datum/i.test(s.title ?? "") && !s.date) return [s.title!];
        return [];
      }),
    );
    expect(undated).toEqual([]);
  });
});
