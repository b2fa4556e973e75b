/**
 * A 500 logs the request's path; where the path is the secret (the client questionnaire's link,
 * the calendar feed, a password-reset or invitation link) the log line must not carry it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/harness";
import { loggablePath } from "@core/server/http/log-path";

const secret = "Zq3xVw9-SECRET-kP2mN8rT4yU6iO0aS1dF5gH7jK";

describe("the path in a log line", () => {
  it.each([
    [`/api/public/surveys/${secret}`, "/api/public/surveys/[verborgen]"],
    [`/api/calendar/${secret}.ics`, "/api/calendar/[verborgen]"],
    [`/api/password-reset/${secret}`, "/api/password-reset/[verborgen]"],
    [`/api/invitations/${secret}/accept`, "/api/invitations/[verborgen]/accept"],
    [`/vragenlijst/${secret}`, "/vragenlijst/[verborgen]"],
    [`/uitnodiging/${secret}`, "/uitnodiging/[verborgen]"],
    ["/api/kms/values/missie-en-visie", "/api/kms/values/missie-en-visie"],
  ])("shows %s as %s", (path, shown) => {
    expect(loggablePath(path)).toBe(shown);
  });
});

describe("a 500 on a secret address", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close().catch(() => undefined);
  });

  it("logs the failure without the secret", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
    try {
      // Every query fails from here on: the routes answer 500 and log it.
      await server.db.destroy();
      const survey = await server.client().get(`/api/public/surveys/${secret}`);
      const feed = await server.client().get(`/api/calendar/${secret}.ics`);
      expect([survey.status, feed.status]).toEqual([500, 500]);
    } finally {
      spy.mockRestore();
    }
    const failures = lines.filter((l) => l.includes("Onverwachte fout"));
    expect(failures.join("\n")).toContain("GET /api/public/surveys/[verborgen]");
    expect(failures.join("\n")).toContain("GET /api/calendar/[verborgen]");
    expect(lines.join("\n")).not.toContain(secret);
  });
});
