/**
 * Test harness: starts the real server (real migrations, real auth) on a free port with a fresh
 * database — a temporary SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set —
 * and gives tests an HTTP client with a cookie jar, like a browser.
 */
import type { Role } from "@core/shared/permissions";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfig } from "@core/server/config";
import { startServer, type RunningServer, type ServerOptions } from "../server";

export const TEST_ORIGIN = "http://localhost:3000";

export type TestServer = RunningServer & {
  dataDir: string;
  /** The environment the server was configured with, for tools run next to it (admin CLI). */
  env: Record<string, string>;
  client(): TestClient;
  /** A new user with their own organisation, signed in. */
  user(
    overrides?: Partial<{ name: string; email: string; password: string; organisationName: string }>,
  ): Promise<TestClient>;
  /** A new signed-in user who is a member of `owner`'s organisation with the given role (no own one). */
  member(owner: TestClient, role: Role): Promise<TestClient>;
};

export async function startTestServer(
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-test-"));
  const pgDb = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const serverEnv: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: "error",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    // Tests make many accounts from one address; the rate-limit test sets its own low limit.
    AUTH_RATE_LIMIT: "1000",
    TWO_FACTOR_RATE_LIMIT: "1000",
    // Tests answer the client survey many times from one address; its rate-limit tests set their own.
    SURVEY_ADDRESS_HOURLY_LIMIT: "100000",
    SURVEY_LINK_MINUTE_LIMIT: "100000",
    SURVEY_LINK_HOURLY_LIMIT: "100000",
    // Expired rate-limit counters go when a test runs the cleanup, never by a timer in between.
    RATE_LIMIT_CLEANUP_INTERVAL_MS: "0",
    // Reminder mails go out when a test runs the job (reminders.test.ts), never by a timer.
    REMINDER_INTERVAL_MS: "0",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  };
  const server = await startServer(loadConfig(serverEnv), options);
  let n = 0;
  const user = async (
    overrides: Partial<{ name: string; email: string; password: string; organisationName: string }> = {},
  ) => {
    n += 1;
    const client = new TestClient(server.url);
    const body = {
      name: overrides.name ?? `Gebruiker ${n}`,
      email: overrides.email ?? `gebruiker${n}-${randomBytes(4).toString("hex")}@voorbeeld.nl`,
      password: overrides.password ?? "een-goed-wachtwoord",
      organisationName: overrides.organisationName ?? `Praktijk ${n}`,
    };
    const res = await client.post("/api/auth/sign-up/email", body);
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    client.email = body.email;
    return client;
  };
  return {
    ...server,
    dataDir,
    env: serverEnv,
    client: () => new TestClient(server.url),
    user,
    async member(owner, role) {
      const { organisation } = (await owner.get("/api/me")).body;
      const client = await user();
      const userId = (await client.get("/api/me")).body.user.id;
      await server.db.deleteFrom("membership").where("user_id", "=", userId).execute();
      await server.db
        .insertInto("membership")
        .values({ organisation_id: organisation.id, user_id: userId, role, created_at: new Date().toISOString() })
        .execute();
      return client;
    },
    async close() {
      await server.close();
      await pgDb?.drop();
      // close() waits for this instance's WAL checkpoint thread; a second instance on the same
      // folder may still be removing its -wal/-shm files (ENOTEMPTY): try again for ~1 s.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** A fresh, empty PostgreSQL database next to `adminUrl`'s; drop() removes it. */
export async function createPgDatabase(adminUrl: string) {
  const name = `nw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type JsonResponse<T = any> = { status: number; body: T; headers: Headers };

/** A small fetch client that keeps cookies and sends the app's Origin, as a browser would. */
export class TestClient {
  email = "";

  constructor(
    readonly baseUrl: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /**
   * The same browser (one cookie jar) talking to another server instance, as a load balancer
   * without sticky sessions sends its requests to either.
   */
  via(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl, this.cookies);
    other.email = this.email;
    return other;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_ORIGIN);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader);
    const res = await fetch(this.baseUrl + pathname, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [k, ...v] = pair!.split("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired) this.cookies.delete(k!.trim());
      else this.cookies.set(k!.trim(), v.join("=").trim());
    }
    return res;
  }

  async request<T = any>(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] ??= "application/json";
    }
    const res = await this.fetch(pathname, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(p: string) => this.request<T>("GET", p);
  post = <T = any>(p: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>("POST", p, body ?? {}, headers);
  put = <T = any>(p: string, body?: unknown) => this.request<T>("PUT", p, body);
  patch = <T = any>(p: string, body?: unknown) => this.request<T>("PATCH", p, body);
  delete = <T = any>(p: string, body?: unknown) => this.request<T>("DELETE", p, body);
}
