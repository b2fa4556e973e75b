/** CPU time of processes from /proc (Linux), for benchmarks that report CPU per answer. */
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = 100; // USER_HZ on Linux

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined; // the process has ended
  }
}

/** User plus system CPU time, in ms, of these processes (ended ones count as 0). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const f = statFields(pid);
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    if (f) ticks += Number(f[11]) + Number(f[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** The direct children of a process. */
export function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => Number(statFields(pid)?.[1]) === parent);
}
