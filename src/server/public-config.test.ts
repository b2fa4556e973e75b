/** GET /api/config: the installation facts the privacy statement, terms and contact page show. */
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test/harness";
import { ConfigError, loadConfig } from "@core/server/config";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("public configuration for the privacy statement and contact page", () => {
  it("says where data is kept and for how long, as the operator configured it, without a session", async () => {
    server = await startTestServer({
      CONTACT_EMAIL: "privacy@zorgkantoor.nl",
      ACTIVITY_RETENTION_DAYS: "365",
      TRIAL_DAYS: "30",
    });
    const res = await server.client().get("/api/config");
    expect(res.status).toBe(200);
    expect(res.body.installation).toEqual({
      database: process.env.TEST_DATABASE_URL ? "postgres" : "sqlite",
      fileStorage: "disk",
      activityRetentionDays: 365,
      trialDays: 30,
      contactEmail: "privacy@zorgkantoor.nl",
    });
  });

  it("refuses a contact address that is not an e-mail address, naming the variable", () => {
    expect(() => loadConfig({ CONTACT_EMAIL: "niet-een-adres", DATA_DIR: "/tmp/normwijs-config-test" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ CONTACT_EMAIL: "niet-een-adres", DATA_DIR: "/tmp/normwijs-config-test" })).toThrow(
      /CONTACT_EMAIL/,
    );
  });
});
