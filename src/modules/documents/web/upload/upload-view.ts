/**
 * What the upload panel shows of a batch: the totals over every file, and at most a few rows, so a
 * batch of hundreds of files renders a short list (the files being sent and the failed ones first).
 */
export type UploadState = "waiting" | "uploading" | "uploaded" | "cancelled" | "error";

export type UploadItem = { key: number; name: string; size: number; sent: number; state: UploadState; error?: string };

/** The most rows the panel renders; the rest is summed up in one line. */
export const shownUploadRows = 40;

export function uploadTotals(items: readonly UploadItem[]) {
  let totalBytes = 0;
  let sentBytes = 0;
  let counted = 0;
  let done = 0;
  let failed = 0;
  for (const i of items) {
    if (i.state === "uploaded") done++;
    if (i.state === "error") failed++;
    if (i.state === "cancelled") continue;
    counted++;
    totalBytes += i.size;
    sentBytes += i.state === "uploaded" ? i.size : i.sent;
  }
  const percent = totalBytes === 0 ? (counted ? 100 : 0) : Math.floor((sentBytes / totalBytes) * 100);
  return { percent, done, failed, total: items.length };
}

const rank: Record<UploadState, number> = { uploading: 0, error: 0, waiting: 1, uploaded: 2, cancelled: 2 };

/**
 * The rows to render, in batch order: the files being sent and the failed ones, then the waiting
 * ones, then the finished ones, up to `max`.
 */
export function visibleUploads(items: readonly UploadItem[], max = shownUploadRows): UploadItem[] {
  if (items.length <= max) return [...items];
  const chosen = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank[a.item.state] - rank[b.item.state] || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return chosen.map((c) => c.item);
}
