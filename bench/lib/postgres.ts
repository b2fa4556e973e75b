/**
 * A throw-away PostgreSQL cluster for a benchmark, as scripts/test-postgres.sh starts one for the
 * tests: initdb in a temporary folder, listening on 127.0.0.1 only, fsync off, stopped and removed
 * afterwards. Answers undefined when PostgreSQL is not installed (Debian's package `postgresql`).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { childrenOf } from "./cpu";
import { tmpdir } from "node:os";
import path from "node:path";

export type ThrowAwayPostgres = {
  url: string;
  stop(): void;
  /** The cluster's processes (the postmaster and its children), for CPU accounting. */
  pids(): number[];
};

function pgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(root, v, "bin", "initdb"))) return path.join(root, v, "bin");
  return undefined;
}

export function startThrowAwayPostgres(port: number): ThrowAwayPostgres | undefined {
  const bin = pgBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "normwijs-bench-pg-"));
  // initdb refuses to run as root: run the cluster as the postgres user then.
  const asPg = (cmd: string, args: string[]) => {
    if (process.getuid?.() !== 0) return execFileSync(path.join(bin, cmd), args, { stdio: "ignore" });
    if (spawnSync("id", ["postgres"], { stdio: "ignore" }).status !== 0)
      execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    chownSync(dir, uid, uid);
    return execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "ignore" });
  };
  const data = path.join(dir, "data");
  asPg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  asPg("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pids() {
      const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      return [postmaster, ...childrenOf(postmaster)];
    },
    stop() {
      try {
        asPg("pg_ctl", ["-D", data, "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
