/** A minimal levelled logger on stdout/stderr; enough for one process behind a log collector. */
export type Logger = {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
};

const order = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;

export function createLogger(level: keyof typeof order): Logger {
  const at = order[level];
  const write = (l: Exclude<keyof typeof order, "silent">, msg: string, extra?: unknown) => {
    if (order[l] < at) return;
    const line = `${new Date().toISOString()} ${l.toUpperCase()} ${msg}`;
    const out = l === "error" || l === "warn" ? console.error : console.log;
    if (extra === undefined) out(line);
    else out(line, extra);
  };
  return {
    debug: (m, e) => write("debug", m, e),
    info: (m, e) => write("info", m, e),
    warn: (m, e) => write("warn", m, e),
    error: (m, e) => write("error", m, e),
  };
}
