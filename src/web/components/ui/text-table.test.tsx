/**
 * A table inside a text (shared/text-table.ts) on the web: PlainText (guidance, the element page)
 * and the topic page draw it as the app's record table; ordinary text with a '|' stays text.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { TextTableView } from "./text-table";
import { PlainText } from "./plain-text";

describe("TextTableView", () => {
  it("is a record table: line breaks kept, an untitled column named for screen readers", () => {
    const html = renderToStaticMarkup(
      <TextTableView
        columns={["Naam", ""]}
        rows={[
          ["Kantoor", "020-1234567"],
          ["Anna", "ma\ndi"],
        ]}
      />,
    );
    expect(html).toContain('role="region" aria-label="Tabel: Naam"');
    expect(html).toContain('<th scope="col" class="py-2 pr-3 font-medium last:pr-0">Naam</th>');
    expect(html).toContain('<span class="sr-only">Kolom 2</span>');
    expect(html).toMatch(/<th scope="row"[^>]*>Kantoor<\/th>/);
    expect(html).toMatch(/<td class="[^"]*whitespace-pre-line[^"]*">ma\ndi<\/td>/);
  });
});

describe("PlainText", () => {
  it("draws a table in the text as a table, between its paragraphs and lists", () => {
    const html = renderToStaticMarkup(
      <PlainText text={"Wie:\n\n| Naam | Rol |\n| --- | --- |\n| Anna | Eigenaar |\n\n- één\n- twee"} />,
    );
    expect(html).toMatch(/<p[^>]*>Wie:<\/p>.*<table.*<\/table>.*<ul/s);
    expect(html).toMatch(/<th scope="row"[^>]*>Anna<\/th>/);
    expect(html).toMatch(/<td[^>]*>Eigenaar<\/td>/);
    expect(html).not.toContain("| Anna");
  });

  it("leaves a '|' in an ordinary sentence as it is", () => {
    const html = renderToStaticMarkup(<PlainText text="Open: ma | di | wo" />);
    expect(html).toContain("Open: ma | di | wo");
    expect(html).not.toContain("<table");
  });
});
