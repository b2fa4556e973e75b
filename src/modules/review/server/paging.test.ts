/**
 * The saved versions of the management review a page at a time: at most REVIEW_VERSIONS_PAGE_SIZE
 * per answer, newest year and version first, `next` to continue, optionally of one year (where the
 * draft's form starts), and a cursor of another organisation refused. The handbook, on every view,
 * reads only the newest version of each year.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { REVIEW_VERSIONS_PAGE_SIZE } from "../schemas";
import { type ReviewVersionsDto } from "../model";
import { latestReviews } from "./reviews";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function pages(c: TestClient, query = ""): Promise<ReviewVersionsDto[]> {
  const out: ReviewVersionsDto[] = [];
  let after: string | null = null;
  do {
    const params = new URLSearchParams(query);
    if (after) params.set("after", after);
    const res = await c.get<ReviewVersionsDto>(`/api/review?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(res.body);
    after = res.body.next;
  } while (after);
  return out;
}

describe("the saved versions a page at a time", () => {
  it("answers newest first, at most a page each, every version once; of one year when asked", async () => {
    const owner = await server.user();
    const perYear = { 2024: 6, 2025: REVIEW_VERSIONS_PAGE_SIZE };
    for (const [year, count] of Object.entries(perYear)) {
      for (let v = 0; v < count; v++) {
        const res = await owner.post("/api/review", {
          year: Number(year),
          baseVersion: v,
          conclusions: "",
          newGoals: "",
        });
        expect(res.status).toBe(201);
      }
    }
    const all = await pages(owner);
    expect(all.map((p) => p.versions.length)).toEqual([REVIEW_VERSIONS_PAGE_SIZE, 6]);
    const lines = all.flatMap((p) => p.versions.map((v) => [v.year, v.version]));
    expect(lines).toEqual([
      ...Array.from({ length: REVIEW_VERSIONS_PAGE_SIZE }, (_, i) => [2025, REVIEW_VERSIONS_PAGE_SIZE - i]),
      ...Array.from({ length: 6 }, (_, i) => [2024, 6 - i]),
    ]);

    const of2024 = await pages(owner, "year=2024");
    expect(of2024).toHaveLength(1);
    expect(of2024[0]!.versions.map((v) => v.version)).toEqual([6, 5, 4, 3, 2, 1]);

    const other = await server.user();
    expect((await other.get(`/api/review?after=${all[0]!.versions[0]!.id}`)).status).toBe(404);
    expect((await other.get("/api/review?year=twintig")).status).toBe(400);
  });
});

/** Counts the rows the database hands back, whatever the statement. */
function rowCounter() {
  const counter = {
    rows: 0,
    plugin: {
      transformQuery: (args: PluginTransformQueryArgs) => args.node,
      transformResult: async (args: PluginTransformResultArgs) => {
        counter.rows += args.result.rows.length;
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return counter;
}

describe("the handbook's management reviews", () => {
  it("read only the newest version of each year, however many versions were saved", async () => {
    const owner = await server.user();
    const organisationId = (await owner.get("/api/me")).body.organisation.id as string;
    for (const [year, count] of [
      [2023, 7],
      [2024, 9],
    ] as const) {
      for (let v = 0; v < count; v++) {
        const res = await owner.post("/api/review", {
          year,
          baseVersion: v,
          conclusions: `Versie ${v + 1}`,
          newGoals: "",
        });
        expect(res.status).toBe(201);
      }
    }
    const counter = rowCounter();
    const reviews = await latestReviews(server.db.withPlugin(counter.plugin), organisationId);
    expect(reviews.map((r) => [r.year, r.version, r.conclusions])).toEqual([
      [2024, 9, "Versie 9"],
      [2023, 7, "Versie 7"],
    ]);
    expect(counter.rows).toBe(2);
  });
});
