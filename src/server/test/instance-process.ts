/**
 * A Normwijs server as its own Node process: src/server/main.ts, what `npm start` runs, configured
 * only through its environment. For tests of several instances on one database. It listens on a
 * port the system picks (read from its start-up line), so tests run side by side never collide;
 * its output is kept, so a test can read what each instance logged.
 */
import { spawn, type ChildProcess } from "node:child_process";

export type InstanceProcess = {
  url: string;
  /** Everything the instance wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
};

const startLine = /Normwijs draait op \S+ \(luistert op (http:\/\/[^\s,]+),/;

/** `script`: a built server (build/…/main.js) instead of the source. */
export async function startInstanceProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  script?: string,
): Promise<InstanceProcess> {
  // tsx as a loader of this Node process (not `npx tsx`), so a signal reaches the server itself.
  const args = script ? [script] : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      void stopChild(child);
      reject(new Error(`${why}:\n${output}`));
    };
    const timer = setTimeout(() => fail(`instance did not start within ${timeoutMs} ms`), timeoutMs);
    child.once("exit", (code) => fail(`instance ended (${code})`));
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = !started && startLine.exec(output);
      if (found) {
        started = true;
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
  });
  child.removeAllListeners("exit");
  return { url, output: () => output, stop: () => stopChild(child) };
}

/** SIGTERM, and SIGKILL when the process has not ended after `graceMs`. Resolves when it has ended. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
