/**
 * The Verbeteracties list a page at a time: at most ACTIONS_PAGE_SIZE per answer in due-date order,
 * `next` to continue, `total` for all pages together, with the filters; every action exactly once
 * over the pages; a cursor of another organisation or a made-up one is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { type ActionDto, type ActionsDto } from "../model";
import { ACTIONS_PAGE_SIZE } from "../schemas";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;

/** Follows `next` until the last page; answers every page. */
async function allPages(c: TestClient, query = ""): Promise<ActionsDto[]> {
  const pages: ActionsDto[] = [];
  let after: string | null | undefined;
  do {
    const sep = query ? "&" : "";
    const res = await c.get<ActionsDto>(`/api/actions?${query}${after ? `${sep}after=${after}` : ""}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    after = res.body.next;
  } while (after);
  return pages;
}

describe("the actions list a page at a time", () => {
  it("answers at most a page in due-date order, each action once over the pages, with the total", async () => {
    const owner = await server.user();
    const ownerId = await userIdOf(owner);
    const count = ACTIONS_PAGE_SIZE + 7;
    for (let i = 0; i < count; i++) {
      // Five due dates, so many actions share one: the order goes on by creation and id.
      const res = await owner.post("/api/actions", {
        description: `Actie ${i}`,
        sourceKind: "other",
        ownerId,
        dueDate: addDays(amsterdamDay(new Date()), 30 + (i % 5)),
        status: i % 3 === 0 ? "in-progress" : "open",
      });
      expect(res.status).toBe(201);
    }
    const pages = await allPages(owner);
    expect(pages.map((p) => p.actions.length)).toEqual([ACTIONS_PAGE_SIZE, 7]);
    expect(pages.map((p) => p.total)).toEqual([count, count]);
    expect(pages.at(-1)!.next).toBeNull();
    const all: ActionDto[] = pages.flatMap((p) => p.actions);
    expect(new Set(all.map((a) => a.id)).size).toBe(count);
    const key = (a: ActionDto) => `${a.dueDate} ${a.createdAt} ${a.id}`;
    expect(all.map(key)).toEqual(all.map(key).sort());

    // With a filter: the pages and the total are of the filtered list.
    const inProgress = await allPages(owner, "status=in-progress");
    const expected = all.filter((a) => a.status === "in-progress").map((a) => a.id);
    expect(inProgress.flatMap((p) => p.actions.map((a) => a.id))).toEqual(expected);
    expect(inProgress[0]!.total).toBe(expected.length);

    // A cursor of another organisation's action, or one that does not exist: 400, nothing shown.
    const other = await server.user();
    for (const after of [all[0]!.id, randomUUID(), "geen-id"]) {
      const res = await other.get(`/api/actions?after=${after}`);
      expect(res.status, after).toBe(400);
      expect(res.body.actions).toBeUndefined();
    }
  });
});
