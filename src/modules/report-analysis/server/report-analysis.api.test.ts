/**
 * The quarterly analysis through the real server: every role reads it (as every role reads the
 * register), it counts the caller's own organisation only, bad input is a Dutch 400, and the
 * quarter's analysis text saves as a KMS text with its history (an Eigenaar or Bewerker writes it,
 * a Lezer does not). The cause column is checked as a choice by the register's save.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip } from "@modules/transfer/server/test/transfer-client";
import { hitsOf } from "@modules/search/server/test/search-client";
import { paths } from "@core/shared/paths";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { analysisValueName, currentQuarter, previousQuarter, quarterBounds } from "../model";
import { reportAnalysisMessages } from "../messages";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function putRegister(c: TestClient, rows: Record<string, string>[]) {
  const current = (await c.get("/api/kms/values")).body.values[MELDINGEN_TABLE];
  const res = await c.put(`/api/kms/values/${MELDINGEN_TABLE}`, { value: rows, baseRevision: current?.revision ?? 0 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const line = (lines: { label: string; count: number; previous: number }[], label: string) =>
  lines.find((l) => l.label === label);

describe("GET /api/report-analysis", () => {
  it("counts this quarter by type and cause beside the quarter before, for every role", async () => {
    const owner = await server.user();
    const now = currentQuarter();
    const before = previousQuarter(now);
    const { from } = quarterBounds(now);
    const { to: beforeEnd } = quarterBounds(before);
    await putRegister(owner, [
      {
        id: "a",
        datum: from,
        type: "Incident",
        oorzaak: "Communicatie of overdracht",
        omschrijving: "Overdracht vergeten",
      },
      { id: "b", datum: from, type: "Klacht", oorzaak: "", omschrijving: "Ouder boos" },
      {
        id: "c",
        datum: beforeEnd,
        type: "Incident",
        oorzaak: "Werkwijze of protocol",
        omschrijving: "Protocol niet gevolgd",
      },
    ]);
    for (const c of [owner, await server.member(owner, "editor"), await server.member(owner, "reader")]) {
      const res = await c.get("/api/report-analysis");
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { analysis, quarters, analysisName } = res.body;
      expect(analysis).toMatchObject({ quarter: now, previousQuarter: before, total: 2, previousTotal: 1 });
      expect(line(analysis.byType, "Incident")).toEqual({ label: "Incident", count: 1, previous: 1 });
      expect(line(analysis.byType, "Klacht")).toEqual({ label: "Klacht", count: 1, previous: 0 });
      expect(line(analysis.byCause, "Communicatie of overdracht")).toMatchObject({ count: 1, previous: 0 });
      expect(line(analysis.byCause, "Werkwijze of protocol")).toMatchObject({ count: 0, previous: 1 });
      expect(line(analysis.byCause, "Oorzaak nog niet bepaald")).toMatchObject({ count: 1, previous: 0 });
      expect(quarters.slice(0, 2)).toEqual([now, before]);
      expect(analysisName).toBe(analysisValueName(now));
    }
    // The quarter before, asked by name: it is compared with its own quarter before.
    const earlier = await owner.get(`/api/report-analysis?kwartaal=${before}`);
    expect(earlier.body.analysis).toMatchObject({ quarter: before, total: 1, previousTotal: 0 });
  });

  it("counts only the caller's own organisation", async () => {
    const owner = await server.user();
    const other = await server.user();
    const { from } = quarterBounds(currentQuarter());
    await putRegister(owner, [{ id: "a", datum: from, type: "Datalek", omschrijving: "Mail verkeerd" }]);
    const res = await other.get("/api/report-analysis");
    expect(res.status).toBe(200);
    expect(res.body.analysis.total).toBe(0);
    expect((await owner.get("/api/report-analysis")).body.analysis.total).toBe(1);
  });

  it("is behind the session check", async () => {
    expect((await server.client().get("/api/report-analysis")).status).toBe(401);
  });

  it.each([
    ["no quarter", "kwartaal=2026-K5", reportAnalysisMessages.badQuarter],
    ["a quarter in words", "kwartaal=derde", reportAnalysisMessages.badQuarter],
    ["a year out of range", "kwartaal=1999-K1", reportAnalysisMessages.badQuarter],
    ["an empty quarter", "kwartaal=", reportAnalysisMessages.badQuarter],
    ["a field it does not know", "jaar=2026", reportAnalysisMessages.unknownField],
    ["the quarter twice", "kwartaal=2026-K1&kwartaal=2026-K2", null],
  ])("answers %s with a Dutch 400, never a 500", async (_, query, message) => {
    const owner = await server.user();
    const res = await owner.get(`/api/report-analysis?${query}`);
    if (message === null) {
      // Hono reads the first value of a repeated parameter; either answer is fine, a 500 is not.
      expect([200, 400]).toContain(res.status);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("the cause column and the analysis text", () => {
  it("refuses a cause that is not one of the categories, in Dutch", async () => {
    const owner = await server.user();
    const res = await owner.put(`/api/kms/values/${MELDINGEN_TABLE}`, {
      value: [{ id: "a", datum: "2026-07-01", type: "Incident", oorzaak: "Pech" }],
      baseRevision: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Kies bij 'Oorzaak' een van: Communicatie of overdracht/);
  });

  it("saves the quarter's analysis as a text with its history; a Lezer reads it but does not write it", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const name = analysisValueName("2026-K3");
    const first = await owner.put(`/api/kms/values/${name}`, {
      value: "Meer incidenten bij de overdracht.",
      baseRevision: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await owner.put(`/api/kms/values/${name}`, {
      value: "Meer incidenten bij de overdracht. Besproken in het teamoverleg.",
      baseRevision: first.body.revision,
    });
    expect(second.status).toBe(200);
    const history = await owner.get(`/api/kms/values/${name}/history`);
    expect(history.status).toBe(200);
    expect(history.body.versions.length).toBeGreaterThanOrEqual(2);
    expect((await reader.get(`/api/kms/values/${name}`)).body.value.value).toMatch(/teamoverleg/);
    const refused = await reader.put(`/api/kms/values/${name}`, {
      value: "Anders",
      baseRevision: second.body.revision,
    });
    expect(refused.status).toBe(403);
    // A name that is no quarter is no value.
    expect(
      (await owner.put("/api/kms/values/meldingen-kwartaalanalyse-2026-k5", { value: "x", baseRevision: 0 })).status,
    ).toBe(400);
  });
});

describe("the full export and import", () => {
  it("carries the causes and the quarter's analysis into an empty organisation, and the counts come out the same", async () => {
    const owner = await server.user();
    const { from } = quarterBounds(currentQuarter());
    await putRegister(owner, [
      { id: "a", datum: from, type: "Incident", oorzaak: "Kennis en vaardigheid", omschrijving: "Medicatie vergeten" },
    ]);
    const name = analysisValueName(currentQuarter());
    expect((await owner.put(`/api/kms/values/${name}`, { value: "Scholing gepland.", baseRevision: 0 })).status).toBe(
      200,
    );
    const { bytes } = await exportZip(owner);
    const fresh = await server.user();
    const res = await postZip(fresh, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await fresh.get(`/api/kms/values/${name}`)).body.value.value).toBe("Scholing gepland.");
    const [before, after] = await Promise.all([owner.get("/api/report-analysis"), fresh.get("/api/report-analysis")]);
    expect(after.body.analysis).toEqual(before.body.analysis);
    expect(line(after.body.analysis.byCause, "Kennis en vaardigheid")).toMatchObject({ count: 1 });
  });
});

describe("search", () => {
  it("finds a quarter's analysis for every member of the organisation, on its page, and not for another", async () => {
    const owner = await server.user();
    const reader = await server.member(owner, "reader");
    const other = await server.user();
    const saved = await owner.put(`/api/kms/values/${analysisValueName("2026-K2")}`, {
      value: "De nachtdienst meldde vaak valincidenten.",
      baseRevision: 0,
    });
    expect(saved.status).toBe(200);
    for (const c of [owner, reader])
      expect(await hitsOf(c, "valincidenten", "kms")).toEqual([
        `Analyse 2e kwartaal 2026 | De nachtdienst meldde vaak valincidenten. | ${paths.kwartaalanalyse}`,
      ]);
    expect(await hitsOf(other, "valincidenten", "kms")).toEqual([]);
  });
});
