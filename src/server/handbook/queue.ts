/**
 * Exports (the handbook as PDF or Word, the auditdossier as PDF or ZIP, the full ZIP export):
 * - one export per organisation at a time: a second one while the first is being made is answered
 *   'bezig' (429) rather than queued, so one account cannot line up work for everyone;
 * - one file rendered at a time per server process: rendering is CPU-bound (well under a second for
 *   a full handbook), so running several at once is no faster and only multiplies the memory. As each
 *   organisation has at most one export under way, no organisation waits behind more than one job
 *   of any other; and the queue as a whole is bounded ('bezig' for everyone beyond it).
 */
import type { Readable } from "node:stream";
import { ApiError } from "../http/errors";
import { exportMessages } from "../../shared/handbook";

const busyOrganisations = new Set<string>();
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Renders waiting at most (one per organisation at most): beyond this the server is too busy. */
const maxWaiting = 50;

const busy = () => new ApiError(429, "export_busy", exportMessages.busy);

/** Runs one render after the ones before it (this process). */
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  if (waiting >= maxWaiting) return Promise.reject(busy());
  waiting++;
  const run = queue.then(job, job).finally(() => waiting--);
  queue = run.catch(() => undefined);
  return run;
}

/** Takes the organisation's export slot, or throws 'bezig'; answers the release (call it once). */
function takeSlot(organisationId: string): () => void {
  if (busyOrganisations.has(organisationId)) throw busy();
  busyOrganisations.add(organisationId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    busyOrganisations.delete(organisationId);
  };
}

/** An export made as a whole (a PDF, a Word file): the slot is held while it is made. */
export async function oneExportOf<T>(organisationId: string, make: () => Promise<T>): Promise<T> {
  const release = takeSlot(organisationId);
  try {
    return await make();
  } finally {
    release();
  }
}

/** An export sent as it is made (a ZIP): the slot is held until the stream ends, fails or is closed. */
export async function oneStreamingExportOf<T extends { stream: Readable }>(
  organisationId: string,
  start: () => Promise<T>,
): Promise<T> {
  const release = takeSlot(organisationId);
  try {
    const started = await start();
    started.stream.once("close", release).once("end", release).once("error", release);
    return started;
  } catch (err) {
    release();
    throw err;
  }
}
