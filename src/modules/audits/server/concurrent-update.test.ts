/**
 * Changes of one audit's elements that cross: of several changes from the same revision exactly one
 * lands and the others get 409 with nothing changed; the one that lands works from the elements its
 * base revision left, so no element gets its checklist twice and none is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { amsterdamDay } from "@core/shared/calendar-day";
import type { AuditDetailDto } from "../model";
import type { HkzElementNumber } from "@norm/norm";
import { checklistFor } from "./checklist";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const checklistOf = (elements: HkzElementNumber[]) => elements.flatMap((e) => checklistFor(e).map((t) => [e, t]));

describe("changing an audit from several tabs at once", () => {
  it("lands one change per revision, refuses the others with 409 and keeps one checklist per element", async () => {
    const owner = await server.user();
    const me = (await owner.get("/api/me")).body.user.id as string;
    const created = await owner.post("/api/audits", {
      date: amsterdamDay(new Date()),
      auditorIds: [me],
      elements: ["1.2"],
    });
    expect(created.status).toBe(201);
    const audit = created.body as AuditDetailDto;
    const change = (elements: HkzElementNumber[], baseRevision: number) =>
      owner.put(`/api/audits/${audit.id}`, { date: audit.date, auditorIds: [me], elements, baseRevision });

    const choices: HkzElementNumber[][] = [
      ["1.2", "2.7"],
      ["1.2", "4.5"],
      ["2.7", "4.5"],
      ["1.2", "2.7", "4.5"],
      ["3.3"],
    ];
    let revision = 1;
    let expected: HkzElementNumber[] = ["1.2"];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(choices.map((elements) => change(elements, revision)));
      const landed = answers.filter((a) => a.status === 200);
      expect(landed).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(choices.length - 1);
      expected = choices[answers.indexOf(landed[0]!)]!;
      revision += 1;
      const stored = (await owner.get(`/api/audits/${audit.id}`)).body as AuditDetailDto;
      expect(stored).toMatchObject({ elements: expected, revision });
      expect(stored.checklist.map((p) => [p.element, p.text])).toEqual(checklistOf(expected));
    }

    // A change from a revision that is no longer the newest is refused with the current audit.
    const current = (await owner.get(`/api/audits/${audit.id}`)).body as AuditDetailDto;
    const stale = await change(["3.3", "4.5"], revision - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.details).toEqual(current);
    expect((await owner.get(`/api/audits/${audit.id}`)).body).toEqual(current);
  });
});
