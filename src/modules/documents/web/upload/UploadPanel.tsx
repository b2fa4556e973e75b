/**
 * The status panel of the upload queue: the total progress, and per file its state and progress;
 * of a large batch only a short list of rows (visibleUploads), the rest counted in one line.
 */
import * as React from "react";
import { AlertCircle, CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { messages } from "../messages";
import type { UploadItem, UploadQueue } from "./use-upload-queue";
import { formatFileSize } from "../format";
import { visibleUploads } from "./upload-view";

const filePercent = (item: UploadItem) => (item.size ? Math.floor((item.sent / item.size) * 100) : 100);

function StateLabel({ item }: { item: UploadItem }) {
  const percent = filePercent(item);
  switch (item.state) {
    case "waiting":
      return (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden className="size-4" /> {messages.state.waiting}
        </span>
      );
    case "uploading":
      return (
        <span className="inline-flex items-center gap-1 text-primary">
          <Loader2 aria-hidden className="size-4 animate-spin" /> {messages.state.uploading(percent)}
        </span>
      );
    case "uploaded":
      return (
        <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-400">
          <CheckCircle2 aria-hidden className="size-4" /> {messages.state.uploaded}
        </span>
      );
    case "cancelled":
      return (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <XCircle aria-hidden className="size-4" /> {messages.state.cancelled}
        </span>
      );
    case "error":
      return (
        <span className="inline-flex items-center gap-1 text-destructive" title={item.error}>
          <AlertCircle aria-hidden className="size-4" /> {messages.state.error}
        </span>
      );
  }
}

export function UploadPanel({ queue }: { queue: UploadQueue }) {
  const rows = React.useMemo(() => visibleUploads(queue.items), [queue.items]);
  if (queue.items.length === 0) return null;
  return (
    <section
      aria-label={messages.panelTitle}
      data-testid="upload-panel"
      className="mb-6 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div className="mb-2 flex items-center justify-between gap-4">
        <h2 className="font-semibold">{messages.panelTitle}</h2>
        {queue.running ? (
          <Button variant="outline" size="sm" onClick={queue.cancel} title={messages.cancelHint}>
            {messages.cancelUploads}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={queue.close}>
            {messages.closePanel}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={messages.totalProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={queue.percent}
        className="mb-1 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${queue.percent}%` }} />
      </div>
      <p className="mb-3 text-xs text-muted-foreground">
        {messages.total(queue.done, queue.total, queue.percent)}
        {queue.failed > 0 && <span className="text-destructive"> · {messages.failedCount(queue.failed)}</span>}
      </p>
      <ul className="space-y-1 text-sm">
        {rows.map((item) => (
          <li
            key={item.key}
            data-state={item.state}
            className={cn("flex flex-wrap items-center justify-between gap-x-4")}
          >
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              {item.name} <span className="text-muted-foreground">({formatFileSize(item.size)})</span>
            </span>
            <StateLabel item={item} />
            {item.state === "uploading" && (
              <div
                role="progressbar"
                aria-label={messages.fileProgress(item.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={filePercent(item)}
                className="h-1 w-full overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary" style={{ width: `${filePercent(item)}%` }} />
              </div>
            )}
            {item.state === "error" && item.error && <p className="w-full text-xs text-destructive">{item.error}</p>}
          </li>
        ))}
      </ul>
      {rows.length < queue.items.length && (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="upload-more">
          {messages.moreRows(queue.items.length - rows.length)}
        </p>
      )}
    </section>
  );
}
