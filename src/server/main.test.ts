import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it("starts with nothing configured, generates the auth secret, and stops cleanly on SIGTERM", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-main-"));
  dirs.push(dataDir);
  const port = await freePort();
  const server = start({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", AUTH_SECRET: "" });
  let healthy = false;
  for (let i = 0; i < 100 && !healthy; i++) {
    healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 200));
  }
  expect(healthy).toBe(true);
  expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(true);
  expect(existsSync(path.join(dataDir, "normwijs.sqlite"))).toBe(true);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("SIGTERM ontvangen");
});

it("refuses a bad configuration with a message that names the variable", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "normwijs-main-"));
  dirs.push(dataDir);
  const server = start({ DATA_DIR: dataDir, SIGNUP_MODE: "iedereen", PORT: "0" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/Ongeldige configuratie[\s\S]*SIGNUP_MODE/);
});
