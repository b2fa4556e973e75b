/**
 * One handbook file (PDF, .docx) made at a time per server process: making a file is CPU-bound
 * (well under a second for a full handbook), so running several at once is no faster and only
 * multiplies the memory. The PDF and Word exports and the ZIP export share this queue.
 */
let queue: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}
