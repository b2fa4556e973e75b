import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { RecordTable, type RecordColumn, type RecordTableProps } from "./record-table";

type Person = { id: string; name: string; place: string };
const people: Person[] = [
  { id: "a", name: "Ada", place: "Utrecht" },
  { id: "b", name: "Bram", place: "Zwolle" },
];
const columns: RecordColumn<Person>[] = [
  { title: "Plaats", cell: (p) => p.place, phoneLabel: true },
  { title: "Naam", cell: (p) => p.name },
  { title: "Acties", cell: (p) => <button>{`Wis ${p.name}`}</button>, hideTitle: true },
];

const render = (props: Partial<RecordTableProps<Person>> = {}) =>
  renderToStaticMarkup(<RecordTable label="Mensen" columns={columns} rows={people} rowKey={(p) => p.id} {...props} />);

describe("RecordTable", () => {
  it("is a labelled region with one header row and a row per record, the first cell heading its row", () => {
    const html = render({ testId: "people", rowTestId: "person" });
    expect(html).toContain('role="region" aria-label="Mensen"');
    expect(html).toContain('data-testid="people"');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/data-testid="person"/g)).toHaveLength(2);
    expect(html.match(/<th scope="row"[^>]*>Utrecht<\/th>/g)).toHaveLength(1);
    expect(html).toMatch(/<td[^>]*>Ada<\/td>/);
    expect(html).not.toContain("<caption");
  });

  it("names another column as the row's header when asked", () => {
    const html = render({ rowHeader: 1 });
    expect(html).toMatch(/<th scope="row"[^>]*>Ada<\/th>/);
    expect(html).toMatch(/<td[^>]*>Utrecht<\/td>/);
  });

  it("gives a column of buttons a title for screen readers only", () => {
    expect(render()).toContain(
      '<th scope="col" class="py-2 pr-3 font-medium last:pr-0"><span class="sr-only">Acties</span></th>',
    );
  });

  it("shows a caption above the table when given", () => {
    expect(render({ caption: "Wie er is" })).toContain(">Wie er is</caption>");
  });

  it("shows the empty state instead of a table without rows, and an empty table without one", () => {
    const empty = render({ rows: [], empty: <p>Nog niemand.</p> });
    expect(empty).toBe("<p>Nog niemand.</p>");
    expect(render({ rows: [] })).toContain("<tbody></tbody>");
  });

  it("on a phone stacks each row, hides the header row visually and labels the cells that ask for it", () => {
    const stacked = render({ stackOnPhone: true });
    expect(stacked).toMatch(/<thead class="max-sm:sr-only">/);
    expect(stacked).toMatch(/<tr[^>]*class="[^"]*max-sm:flex/);
    expect(stacked.match(/<span class="text-muted-foreground sm:hidden">Plaats: <\/span>/g)).toHaveLength(2);
    expect(stacked).not.toContain("Naam: ");
    expect(render()).not.toContain("sm:hidden");
    expect(render()).not.toContain("max-sm:");
  });

  it("starts the cells at the top of their row when asked", () => {
    expect(render({ alignTop: true }).match(/<tr class="[^"]*align-top/g)).toHaveLength(2);
    expect(render()).not.toContain("align-top");
  });
});
