/**
 * The size of the Verbeteren part of an import: verbeteren/data.json over its cap is refused by
 * its declared size with a Dutch 422 before it is read; its bytes count against the KMS quota
 * (nothing written when it does not fit); its rows are written a batch per statement, not one by
 * one; and while a large (allowed) archive imports, another organisation's requests keep answering.
 */
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import type { KyselyPlugin } from "kysely";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { exportZip, postZip } from "./test/transfer-client";
import { inTransaction } from "@core/server/db";
import { formatBytes } from "@modules/documents/model";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { transferMessages as t } from "../messages";
import { checkVerbeteren, writeVerbeteren } from "./verbeteren";
const maxVerbeterenBytes = 8 * 1024 * 1024;

const MB = 1024 * 1024;
let server: TestServer;
let small: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  small = await startTestServer({ QUOTA_KMS_BYTES: String(MB) });
});
afterAll(async () => {
  await server?.close();
  await small?.close();
});

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const DATA = "verbeteren/data.json";

/** The export of an organisation with one action changed three times (four history entries). */
async function exportWithOneAction(s: TestServer): Promise<Record<string, Uint8Array>> {
  const owner = await s.user();
  const ownerId = (await owner.get("/api/me")).body.user.id as string;
  const dueDate = addDays(amsterdamDay(new Date()), 30);
  let action = (
    await owner.post("/api/actions", {
      description: "Intake binnen twee weken plannen en de wachtlijst elke maand met het team bespreken",
      sourceKind: "other",
      ownerId,
      dueDate,
    })
  ).body.action;
  for (const status of ["in-progress", "open", "in-progress"]) {
    action = (
      await owner.put(`/api/actions/${action.id}`, {
        description: action.description,
        ownerId,
        dueDate,
        status,
        result: "",
        baseRevision: action.revision,
      })
    ).body.action;
  }
  return unzipSync((await exportZip(owner)).bytes);
}

/** The export's Verbeteren data with its one action copied `count` times under new ids. */
function withActions(files: Record<string, Uint8Array>, count: number) {
  const data = JSON.parse(strFromU8(files[DATA]!));
  const [one] = data.actions;
  data.actions = Array.from({ length: count }, () => ({ ...one, id: randomUUID() }));
  return data;
}

/** The archive with another data.json, listed in the manifest as an export would list it. */
function rezip(files: Record<string, Uint8Array>, data: Uint8Array, level: 0 | 6 = 6): Uint8Array {
  const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
  const entry = manifest.entries.find((e: { path: string }) => e.path === DATA);
  entry.size = data.length;
  entry.sha256 = sha256(data);
  const out: Zippable = { ...files, [DATA]: [data, { level }], "manifest.json": strToU8(JSON.stringify(manifest)) };
  return zipSync(out);
}

async function expectNothingImported(c: TestClient) {
  expect((await c.get("/api/actions")).body.actions).toEqual([]);
  expect((await c.get("/api/kms/values")).body.values).toEqual({});
}

describe("the size of the Verbeteren data in an import", () => {
  it("refuses data.json over its cap by its declared size, with a Dutch 422, and writes nothing", async () => {
    const files = await exportWithOneAction(server);
    // Valid JSON just over the cap (spaces are JSON whitespace).
    const json = strFromU8(files[DATA]!);
    const big = strToU8(json + " ".repeat(maxVerbeterenBytes + 1 - json.length));
    const target = await server.user();
    const res = await postZip(target, rezip(files, big));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: "too_large", message: t.verbeterenTooLarge(formatBytes(maxVerbeterenBytes)) });
    expect(res.body.message).toBe(
      "Het exportbestand is geweigerd: de gegevens van Verbeteren zijn groter dan 8 MB. Zoveel heeft een kleine organisatie niet. Er is niets geïmporteerd.",
    );
    await expectNothingImported(target);
  });

  it("counts the Verbeteren data against the KMS quota: an archive that does not fit writes nothing", async () => {
    const files = await exportWithOneAction(small);
    const fits = strToU8(JSON.stringify(withActions(files, 100)));
    const tooMuch = strToU8(JSON.stringify(withActions(files, 1200)));
    expect(tooMuch.length).toBeGreaterThan(MB);

    const refused = await small.user();
    const res = await postZip(refused, rezip(files, tooMuch));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("quota_exceeded");
    expect(res.body.message).toMatch(
      /^Het exportbestand past niet in de opslagruimte van uw organisatie voor het kwaliteitssysteem: er is .+ nodig en er is 1 MB\. Er is niets geïmporteerd\./,
    );
    await expectNothingImported(refused);

    const accepted = await small.user();
    const ok = await postZip(accepted, rezip(files, fits));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.actions).toBe(100);
  });

  it("writes the rows a batch per statement: 5,000 actions with 20,000 history entries in a few dozen", async () => {
    const files = await exportWithOneAction(server);
    const file = checkVerbeteren(withActions(files, 5000), []);
    const target = await server.user();
    const me = (await target.get("/api/me")).body;
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counts = await inTransaction(server.db.withPlugin(counter), (tx) =>
      writeVerbeteren(tx, me.organisation.id, { id: me.user.id }, file, new Date().toISOString()),
    );
    expect(counts.actions).toBe(5000);
    // 25,000 rows of actions and history: 10 + 40 statements of 500, and a few for the rest.
    expect(statements).toBeLessThanOrEqual(60);
    expect((await target.get("/api/actions")).body.total).toBe(5000);
  });

  it("keeps answering another organisation's requests while a large archive imports", async () => {
    const files = await exportWithOneAction(server);
    // About 6 MB of Verbeteren data: 5,000 actions with 20,000 history entries, under the cap.
    const data = strToU8(JSON.stringify(withActions(files, 5000)));
    expect(data.length).toBeGreaterThan(4 * MB);
    expect(data.length).toBeLessThan(maxVerbeterenBytes);
    const archive = rezip(files, data);

    const other = await server.user();
    await other.put("/api/kms/values/doelgroep", { value: "Jongeren", baseRevision: 0 });
    const target = await server.user();
    let importDone = false;
    const importing = postZip(target, archive).finally(() => (importDone = true));
    // One request after the other, as a person clicking through pages, until the import answers.
    const answered: number[] = [];
    while (!importDone) {
      const res = await other.get("/api/kms/values");
      if (!importDone) answered.push(res.status);
    }
    const res = await importing;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.actions).toBe(5000);
    // Requests answered before the import's own answer came, all of them correctly.
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(new Set(answered)).toEqual(new Set([200]));
  });
});
