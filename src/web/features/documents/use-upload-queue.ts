/**
 * The upload queue: files go up one after another; cancelling stops after the current
 * file; the panel hides 1.5 s after the last file; new files stay highlighted for 8 s. A selection
 * with any file over 50 MB is refused as a whole before anything is sent.
 */
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { limits, timings } from "../../../shared/limits";
import type { DocumentCategory } from "../../../shared/catalogue";
import { isTooBig } from "../../../shared/documents";
import { uploadFile } from "./api/upload-file";
import { filesQuery } from "./api/get-files";

export type UploadState = "waiting" | "uploading" | "uploaded" | "cancelled" | "error";

export type UploadItem = { key: number; name: string; size: number; sent: number; state: UploadState; error?: string };

let nextKey = 1;

export function useUploadQueue(category: DocumentCategory) {
  const queryClient = useQueryClient();
  const [items, setItems] = React.useState<UploadItem[]>([]);
  const [running, setRunning] = React.useState(false);
  const [tooBig, setTooBig] = React.useState<string[]>([]);
  const [highlighted, setHighlighted] = React.useState<ReadonlySet<string>>(new Set());
  const files = React.useRef(new Map<number, File>());
  const queue = React.useRef<number[]>([]);
  const cancelled = React.useRef(false);
  const runningRef = React.useRef(false);
  const failed = React.useRef(0);
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  };

  const update = (key: number, patch: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const highlight = (id: string) => {
    setHighlighted((s) => new Set(s).add(id));
    later(() => {
      setHighlighted((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }, timings.newFileHighlightMs);
  };

  async function run() {
    runningRef.current = true;
    setRunning(true);
    for (let key = queue.current.shift(); key !== undefined; key = queue.current.shift()) {
      const file = files.current.get(key)!;
      if (cancelled.current) {
        update(key, { state: "cancelled" });
        continue;
      }
      update(key, { state: "uploading" });
      try {
        const stored = await uploadFile(file, category, (sent) => update(key, { sent }));
        update(key, { state: "uploaded", sent: file.size });
        if (stored) highlight(stored.id);
        await queryClient.invalidateQueries({ queryKey: filesQuery(category).queryKey });
      } catch (err) {
        failed.current++;
        update(key, { state: "error", error: (err as Error).message });
      }
      files.current.delete(key);
    }
    runningRef.current = false;
    cancelled.current = false;
    setRunning(false);
    // A failed file keeps the panel open until it is closed, so its message is not missed.
    if (failed.current === 0) {
      later(() => {
        if (!runningRef.current) setItems([]);
      }, timings.uploadPanelHideMs);
    }
  }

  function add(selection: File[]) {
    if (selection.length === 0) return;
    const refused = selection.filter((f) => isTooBig(f.size));
    if (refused.length > 0) {
      setTooBig(refused.map((f) => f.name));
      return;
    }
    setTooBig([]);
    const added = selection.map((file) => {
      const key = nextKey++;
      files.current.set(key, file);
      queue.current.push(key);
      return { key, name: file.name, size: file.size, sent: 0, state: "waiting" as const };
    });
    setItems((list) => (runningRef.current ? [...list, ...added] : added));
    if (!runningRef.current) {
      failed.current = 0;
      void run();
    }
  }

  function cancel() {
    cancelled.current = true;
    setItems((list) => list.map((i) => (i.state === "waiting" ? { ...i, state: "cancelled" } : i)));
  }

  const counted = items.filter((i) => i.state !== "cancelled");
  const totalBytes = counted.reduce((n, i) => n + i.size, 0);
  const sentBytes = counted.reduce((n, i) => n + (i.state === "uploaded" ? i.size : i.sent), 0);
  const percent = totalBytes === 0 ? (counted.length ? 100 : 0) : Math.floor((sentBytes / totalBytes) * 100);

  return {
    items,
    running,
    percent,
    done: items.filter((i) => i.state === "uploaded").length,
    tooBig,
    dismissTooBig: () => setTooBig([]),
    highlighted,
    add,
    cancel,
    close: () => {
      if (!runningRef.current) setItems([]);
    },
    maxBytes: limits.fileMaxBytes,
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
