/**
 * The exports' queue, shared by the handbook (PDF, Word), the auditdossier (PDF, ZIP) and the full
 * export (ZIP), per server process.
 *
 * - One export per organisation at a time: a second one while the first is under way is answered
 *   at once with 429 'export_busy' and a Dutch sentence the page shows, never queued. A ZIP counts
 *   as under way until it has been sent (or the client went away).
 * - At most `maxExportsUnderWay` organisations at a time; one more is answered 503
 *   'export_queue_full', so the queue is bounded whatever happens.
 * - Making a file is CPU-bound (well under a second for a full handbook), so one file is made at a
 *   time (running several at once is no faster and only multiplies the memory). The makers wait
 *   in order of arrival; as each organisation has at most one export, and so at most one waiting
 *   file, that order is round-robin between organisations: nobody waits behind a long line of
 *   another organisation's files, at most behind one file of each organisation ahead of it.
 */
import type { Readable } from "node:stream";
import { ApiError } from "@core/server/http/errors";

import { exportQueueMessages } from "./messages";

export { exportQueueMessages };

/** Organisations with an export under way; a few dozen fit a small server's memory and CPU. */
export const maxExportsUnderWay = 50;

const underWay = new Set<string>();

/**
 * Claims the organisation's one export; answers the function that gives it back (once, however
 * often it is called). Throws 429 while the organisation has an export under way, 503 when the
 * queue is full.
 */
export function claimExport(organisationId: string): () => void {
  if (underWay.has(organisationId)) throw new ApiError(429, "export_busy", exportQueueMessages.busy);
  if (underWay.size >= maxExportsUnderWay) throw new ApiError(503, "export_queue_full", exportQueueMessages.full);
  underWay.add(organisationId);
  let held = true;
  return () => {
    if (held) underWay.delete(organisationId);
    held = false;
  };
}

/** An export answered whole (a PDF, a .docx): the organisation's claim is held while `make` runs. */
export async function withExportClaim<T>(organisationId: string, make: () => Promise<T>): Promise<T> {
  const release = claimExport(organisationId);
  try {
    return await make();
  } finally {
    release();
  }
}

let last: Promise<unknown> = Promise.resolve();

/** Makes one file when it is its turn: one at a time, in order of arrival. */
export function makeInTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = last.then(job, job);
  last = run.catch(() => undefined);
  return run;
}

/**
 * An export sent as it is made (a ZIP): the claim is held from before `start` until its stream has
 * closed, that is ended or been stopped because the client went away. The caller destroys the
 * stream when it does not send it after all.
 */
export async function streamWithExportClaim<T extends { stream: Readable }>(
  organisationId: string,
  start: () => Promise<T>,
): Promise<T> {
  const release = claimExport(organisationId);
  try {
    const started = await start();
    started.stream.once("close", release);
    if (started.stream.destroyed) release();
    return started;
  } catch (err) {
    release();
    throw err;
  }
}
