/**
 * A test server whose mail goes to a real test SMTP server, both started before the file's tests
 * and stopped after them. Read `server` and `smtp` inside tests (they are set in beforeAll).
 */
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./harness";
import { startTestSmtp, type TestSmtp } from "./smtp";

export function withMailServer(env: Record<string, string> = {}): { server: TestServer; smtp: TestSmtp } {
  const running = {} as { server: TestServer; smtp: TestSmtp };
  beforeAll(async () => {
    running.smtp = await startTestSmtp();
    running.server = await startTestServer({ ...env, SMTP_URL: running.smtp.url });
  });
  afterAll(async () => {
    await running.server?.close();
    await running.smtp?.close();
  });
  return running;
}
