/**
 * A second e2e server beside the one Playwright starts, for journeys that need another
 * configuration of an outside service (e.g. Stripe configured but unreachable). Same script, its
 * own port and data directory; stopped (and its data removed) when the journey is done. The child is
 * the server's own Node process (tsx as a loader, not `npx tsx`, whose grandchild a SIGTERM did not
 * reach, so servers outlived the run and held their ports for the next one).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { stopChild } from "../src/server/test/instance-process";

export type SecondServer = { url: string; port: number; stop(): Promise<void> };

/**
 * `worker` is the Playwright worker's parallelIndex: journeys run fully parallel, so each worker
 * that needs a second server starts its own, on its own port (and so its own data directory).
 */
export async function startSecondServer(env: Record<string, string>, worker: number): Promise<SecondServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1000 + worker;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "e2e/server.ts"], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("second e2e server did not start in 60 s"));
    }, 60_000);
    child.once("exit", (code) => reject(new Error(`second e2e server ended (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("e2e server on")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `http://localhost:${port}`,
    port,
    // A clean stop removes its data directory; one that hangs is killed after 10 s.
    stop: () => stopChild(child),
  };
}
