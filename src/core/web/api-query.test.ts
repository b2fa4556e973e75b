import { describe, expect, it } from "vitest";
import { client } from "@/lib/api";
import { apiKey, apiQuery, moduleKey } from "./api-query";

describe("query keys derived from the typed client", () => {
  it("are the path under /api, its values and its query, the module's name first", () => {
    expect(apiKey(client.documents, { query: { category: "beleid" } })).toEqual(["documents", { category: "beleid" }]);
    expect(apiKey(client.documents.bin, { query: {} })).toEqual(["documents", "bin"]);
    expect(apiKey(client.actions[":id"], { param: { id: "a/b c" } })).toEqual(["actions", "a/b c"]);
    expect(apiKey(client.actions[":id"], { param: { id: "x" } }).slice(0, 1)).toEqual(moduleKey("actions"));
  });

  it("give the documents page and the element page's link dialog one key with one shape (the whole answer)", () => {
    const page = apiQuery(client.documents, { query: { category: "beleid" } }, { select: (r) => r.files });
    const dialog = apiQuery(client.documents, { query: { category: "beleid" } }, { select: (r) => r.files.length });
    expect(page.queryKey).toEqual(dialog.queryKey);
    // The cached data is what the route answers; each page takes its part with select.
    expect(page.queryFn).toBeTypeOf("function");
    expect(page.select?.({ files: [] } as never)).toEqual([]);
  });

  it("keep a cache of another shape apart by its view", () => {
    const answer = apiKey(client.actions, { query: { status: "open" } });
    expect(apiKey(client.actions, { query: { status: "open" } }, "pages")).toEqual([...answer, "pages"]);
    expect(apiKey(client.actions, { query: { status: "open" } }, "all-pages")).not.toEqual(answer);
  });

  it("do not depend on the order of the query's fields", () => {
    expect(apiKey(client.actions, { query: { sourceKind: "goal", sourceId: "1" } })).toEqual(
      apiKey(client.actions, { query: { sourceId: "1", sourceKind: "goal" } }),
    );
  });
});
