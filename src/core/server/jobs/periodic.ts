/**
 * The in-process scheduler for every background job (reminder mails, the documents sweep of
 * abandoned uploads and the recycle bin, activity log retention): a run every `intervalMs`, the first one shortly after start. Runs never overlap
 * within one process; across instances the job itself takes a lease (lease.ts). stop() waits for a
 * running one, so closing the server never cuts a job off halfway.
 */
import type { Logger } from "@core/server/logger";

export interface PeriodicJob {
  stop(): Promise<void>;
}

export function startPeriodicJob(
  log: Pick<Logger, "error">,
  failureMessage: string,
  intervalMs: number,
  run: () => Promise<unknown>,
): PeriodicJob {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const tick = () => {
    if (stopped || busy) return;
    busy = true;
    running = run()
      .catch((e) => log.error(failureMessage, e))
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(tick, Math.min(intervalMs, 30_000));
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
