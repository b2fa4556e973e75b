/**
 * The storage quota per organisation: KMS data (values and history) and documents, each refused
 * with a Dutch 413 before anything is stored, and the usage the settings page shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { loadConfig, ConfigError } from "@core/server/config";
import { meta, tusUpload } from "@modules/documents/server/test/tus-client";
import { formatBytes } from "@modules/documents/model";

const MB = 1024 * 1024;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ QUOTA_KMS_BYTES: String(MB), QUOTA_DOCUMENTS_BYTES: String(MB) });
});
afterAll(async () => server?.close());

const put = (c: TestClient, name: string, value: unknown, baseRevision = 0) =>
  c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });
const usage = async (c: TestClient) => (await c.get("/api/quota")).body;
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

/** What the database really holds for the organisation: current values plus every history row. */
async function storedKmsBytes(c: TestClient): Promise<number> {
  const org = (await c.get("/api/me")).body.organisation.id as string;
  const { rows } = await sql<{ bytes: number | string | null }>`
    SELECT SUM(b) AS bytes FROM (
      SELECT ${process.env.TEST_DATABASE_URL ? sql.raw("octet_length(value)") : sql.raw("length(CAST(value AS BLOB))")} AS b
      FROM kms_value WHERE organisation_id = ${org}
      UNION ALL
      SELECT ${process.env.TEST_DATABASE_URL ? sql.raw("coalesce(octet_length(value), 0)") : sql.raw("coalesce(length(CAST(value AS BLOB)), 0)")}
      FROM kms_revision WHERE organisation_id = ${org}
    ) stored`.execute(server.db);
  return Number(rows[0]?.bytes ?? 0);
}

/** Six texts of about 200 kB ('é' is two bytes), each counted at twice its size: two fit in 1 MB. */
const six = ["missie-en-visie", "doelgroep", "kwaliteitsbeleid", "interne-kansen", "interne-risicos", "aanwezig"];
const big = (i: number) => `${i}`.padEnd(99_000, "é");

/** Sent at once, checked one by one after the write before, never all against the same usage. */
async function expectTwoOfSixStored(user: TestClient, results: { status: number }[]) {
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  expect(statuses.filter((s) => s === 413)).toHaveLength(4);
  const stored = await storedKmsBytes(user);
  expect((await usage(user)).kms.usedBytes).toBe(stored);
  expect(stored).toBeLessThanOrEqual(MB);
}

describe("KMS quota", () => {
  it("counts what is really stored, history and deletes included", async () => {
    const user = await server.user();
    expect(await usage(user)).toEqual({
      kms: { usedBytes: 0, quotaBytes: MB },
      documents: { usedBytes: 0, quotaBytes: MB },
    });
    await put(user, "doelgroep", "Jongeren é");
    await put(user, "doelgroep", "Jongeren en ouders", 1);
    await put(user, "signalen", [{ id: "a", afwijking: "x" }]);
    await user.delete("/api/kms/values/signalen");
    const used = (await usage(user)).kms.usedBytes;
    expect(used).toBe(await storedKmsBytes(user));
    expect(used).toBeGreaterThan(0);
  });

  it("refuses a save that would go over the quota with 413 and stores nothing", async () => {
    const user = await server.user();
    let revision = 0;
    let refused;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await put(user, "doelgroep", `${i}`.padEnd(100_000, "x"), revision);
      if (res.status === 200) revision = res.body.revision;
      else refused = res;
    }
    // After n saves of 100 kB the database holds the current value plus n history rows, (n + 1) ×
    // 100 kB; a save is counted at twice its size before it lands, so the 9th is refused.
    expect(revision).toBe(8);
    expect(refused!.status).toBe(413);
    expect(refused!.body.message).toBe(
      "De opslagruimte van uw organisatie voor het kwaliteitssysteem is vol (1 MB). Deze wijziging is niet opgeslagen. Neem contact met ons op voor meer ruimte.",
    );
    const before = await storedKmsBytes(user);
    expect((await usage(user)).kms.usedBytes).toBe(before);
    expect(before).toBeLessThanOrEqual(MB);
    expect((await user.get("/api/kms/values")).body.values.doelgroep.revision).toBe(8);
    // A small save still fits; another organisation has its own quota.
    expect((await put(user, "actualiteit", "kort")).status).toBe(200);
    expect((await put(await server.user(), "doelgroep", "x".repeat(100_000))).status).toBe(200);
  });

  it("lets concurrent saves pass the quota together never: at most the quota gets stored", async () => {
    const user = await server.user();
    await expectTwoOfSixStored(user, await Promise.all(six.map((name, i) => put(user, name, big(i)))));
  });

  it("lets concurrent changes of existing texts pass the quota together never (the one-statement save)", async () => {
    const user = await server.user();
    for (const name of six) expect((await put(user, name, "kort")).status).toBe(200);
    await expectTwoOfSixStored(user, await Promise.all(six.map((name, i) => put(user, name, big(i), 1))));
    // A refused change stored nothing: its text is still the short one, at revision 1.
    const values = (await user.get("/api/kms/values")).body.values;
    expect(six.filter((n) => values[n].revision === 1 && values[n].value === "kort")).toHaveLength(4);
  });
});

describe("documents quota", () => {
  it("refuses an upload whose length would go over the quota at creation, before any byte is stored", async () => {
    const user = await server.user();
    await tusUpload(user, randomBytes(600_000), meta("groot.pdf"));
    expect((await usage(user)).documents).toEqual({ usedBytes: 600_000, quotaBytes: MB });
    const org = (await user.get("/api/me")).body.organisation.id as string;
    const count = async () =>
      (await server.db.selectFrom("stored_file").select("id").where("organisation_id", "=", org).execute()).length;

    const res = await user.fetch("/api/documents/uploads", {
      method: "POST",
      headers: {
        "tus-resumable": "1.0.0",
        "upload-length": String(MB - 600_000 + 1),
        "upload-metadata": `filename ${b64("te-veel.pdf")},category ${b64("beleid")}`,
      },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: "quota_exceeded",
      message: `De opslagruimte van uw organisatie voor documenten is vol: ${formatBytes(600_000)} van 1 MB gebruikt. Verwijder documenten die u niet meer nodig hebt, of neem contact met ons op voor meer ruimte.`,
    });
    expect(await count()).toBe(1);
    // Exactly up to the quota fits.
    await tusUpload(user, randomBytes(MB - 600_000), meta("precies.pdf"));
    expect((await usage(user)).documents.usedBytes).toBe(MB);
  });

  it("lets concurrent uploads pass the quota together never: at most the quota gets reserved", async () => {
    const user = await server.user();
    const org = (await user.get("/api/me")).body.organisation.id as string;
    // 40 creations of 50 kB at once against 1 MB: 20 fit.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        user.fetch("/api/documents/uploads", {
          method: "POST",
          headers: {
            "tus-resumable": "1.0.0",
            "upload-length": String(50_000),
            "upload-metadata": `filename ${b64(`tegelijk-${i}.pdf`)},category ${b64("beleid")}`,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 413)).toHaveLength(20);
    const reserved = await server.db
      .selectFrom("stored_file")
      .select((eb) => eb.fn.sum<number | string | null>("size").as("bytes"))
      .where("organisation_id", "=", org)
      .executeTakeFirst();
    expect(Number(reserved?.bytes)).toBe(1_000_000);
  });

  it("answers 401 without a session", async () => {
    expect((await server.client().get("/api/quota")).status).toBe(401);
  });
});

describe("quota settings", () => {
  it("defaults to 5 GB and 50 MB and refuses values that are not a whole number of bytes", () => {
    const dataDir = server.dataDir;
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.QUOTA_DOCUMENTS_BYTES).toBe(5 * 1024 ** 3);
    expect(config.QUOTA_KMS_BYTES).toBe(50 * MB);
    expect(loadConfig({ DATA_DIR: dataDir, QUOTA_KMS_BYTES: "2097152" }).QUOTA_KMS_BYTES).toBe(2 * MB);
    for (const bad of ["abc", "1.5", "-1", "1000"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, QUOTA_KMS_BYTES: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, QUOTA_DOCUMENTS_BYTES: bad }), bad).toThrow(/QUOTA_DOCUMENTS_BYTES/);
    }
  });
});
