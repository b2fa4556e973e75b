import { describe, expect, it } from "vitest";
import { rowsWithExample, textWithExample } from "./example-insert";

describe("inserting an example", () => {
  it("puts the example into an empty text and appends it below a text, never overwriting", () => {
    expect(textWithExample("", "Voorbeeld")).toBe("Voorbeeld");
    expect(textWithExample("  \n", "Voorbeeld")).toBe("Voorbeeld");
    expect(textWithExample("Mijn tekst\n", "Voorbeeld")).toBe("Mijn tekst\n\nVoorbeeld");
  });

  it("fills an empty table with the example rows and appends them to a table with rows", () => {
    let n = 0;
    const id = () => `n${++n}`;
    const example = [{ risico: "Uitval" }, { risico: "Laptop" }];
    expect(rowsWithExample([{ id: "a", risico: "" }], example, id)).toEqual([
      { id: "n1", risico: "Uitval" },
      { id: "n2", risico: "Laptop" },
    ]);
    expect(rowsWithExample([], example, id)).toHaveLength(2);
    expect(rowsWithExample([{ id: "a", risico: "Eigen risico" }], example, id)).toEqual([
      { id: "a", risico: "Eigen risico" },
      { id: "n5", risico: "Uitval" },
      { id: "n6", risico: "Laptop" },
    ]);
  });
});
