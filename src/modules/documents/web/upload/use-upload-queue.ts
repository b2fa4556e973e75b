/**
 * The upload queue: a batch of files (picked, dropped, or a whole folder) goes up a few at a time
 * into the category chosen for it, linked to the elements chosen for it ('Hoort bij normelement'). A file over 50 MB is refused by name before anything is sent,
 * the rest go through. Cancelling stops after the files being sent. The panel hides 1.5 s after
 * the last file; new files stay highlighted for 8 s.
 *
 * A batch may hold hundreds of files, so progress is kept outside React state and rendered at most
 * once per animation frame, and the file list is refreshed at most once a second while files
 * arrive, not after every file.
 */
import { moduleKey } from "@core/web/api-query";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { limits, timings } from "@core/shared/limits";
import type { DocumentCategory } from "@norm/catalogue";
import type { HkzElementNumber } from "@norm/norm";
import { isTooBig } from "../../model";
import { uploadFile } from "./api";
import { filesQuery } from "../api";
import { uploadTotals, type UploadItem } from "./upload-view";
import { nameInFolder, sortUploadFiles, type SkipReason } from "../../upload/rules";

/** A file of a picked folder under its name with its subfolders ('Sub - Bestand.pdf'). */
function withFolderName(file: File): File {
  const name = file.webkitRelativePath ? nameInFolder(file.webkitRelativePath) : file.name;
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}

export type { UploadItem, UploadState } from "./upload-view";

/** Files sent at the same time: enough to hide the round trips, few enough not to choke the line. */
export const uploadConcurrency = 3;
/** While files arrive, the file list is refreshed at most this often. */
const refreshEveryMs = 1_000;

type Job = { key: number; file: File; category: DocumentCategory; elements: readonly HkzElementNumber[] };

let nextKey = 1;

export function useUploadQueue() {
  const queryClient = useQueryClient();
  // What the panel shows: a copy of the queue's rows, taken at most once per animation frame.
  const [shown, setShown] = React.useState<readonly UploadItem[]>([]);
  const [tooBig, setTooBig] = React.useState<{ names: string[]; others: boolean }>({ names: [], others: false });
  const [leftOut, setLeftOut] = React.useState<{ skipped: Record<SkipReason, number>; programs: string[] } | null>(
    null,
  );
  const [highlighted, setHighlighted] = React.useState<ReadonlySet<string>>(new Set());
  const byKey = React.useRef(new Map<number, UploadItem>());
  const queue = React.useRef<Job[]>([]);
  const active = React.useRef(0);
  const cancelled = React.useRef(false);
  const failed = React.useRef(0);
  const stale = React.useRef(new Set<DocumentCategory>());
  const newIds = React.useRef<string[]>([]);
  const frame = React.useRef<number | null>(null);
  const refreshTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    };
  }, []);

  const later = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  };

  /** One render per animation frame, however many files report progress. */
  const render = () => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setShown([...byKey.current.values()]);
    });
  };

  const update = (key: number, patch: Partial<UploadItem>) => {
    const item = byKey.current.get(key);
    if (!item) return;
    byKey.current.set(key, { ...item, ...patch });
    render();
  };

  /** Refreshes the lists that got files and highlights the new ones, at most once a second. */
  const refresh = (now = false) => {
    const flush = () => {
      refreshTimer.current = null;
      for (const category of stale.current) {
        void queryClient.invalidateQueries({ queryKey: filesQuery(category).queryKey });
      }
      stale.current.clear();
      // A new document may cover an element: the element pages and the Overzicht's readiness change.
      void queryClient.invalidateQueries({ queryKey: moduleKey("elements") });
      const ids = newIds.current.splice(0);
      if (ids.length === 0) return;
      setHighlighted((s) => new Set([...s, ...ids]));
      later(() => {
        setHighlighted((s) => {
          const next = new Set(s);
          for (const id of ids) next.delete(id);
          return next;
        });
      }, timings.newFileHighlightMs);
    };
    if (now) {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
      flush();
    } else if (!refreshTimer.current) {
      refreshTimer.current = setTimeout(flush, refreshEveryMs);
    }
  };

  async function send(job: Job) {
    update(job.key, { state: "uploading" });
    try {
      const stored = await uploadFile(job.file, job.category, job.elements, (sent) => update(job.key, { sent }));
      update(job.key, { state: "uploaded", sent: job.file.size });
      if (stored) newIds.current.push(stored.id);
      stale.current.add(job.category);
      refresh();
    } catch (err) {
      failed.current++;
      update(job.key, { state: "error", error: (err as Error).message });
    }
  }

  function pump() {
    while (active.current < uploadConcurrency && queue.current.length > 0) {
      const job = queue.current.shift()!;
      if (cancelled.current) {
        update(job.key, { state: "cancelled" });
        continue;
      }
      active.current++;
      void send(job).finally(() => {
        active.current--;
        pump();
      });
    }
    if (active.current === 0 && queue.current.length === 0) finished();
  }

  function finished() {
    cancelled.current = false;
    refresh(true);
    render();
    // A failed file keeps the panel open until it is closed, so its message is not missed.
    if (failed.current === 0) {
      later(() => {
        if (active.current === 0) close();
      }, timings.uploadPanelHideMs);
    }
  }

  function add(picked: readonly File[], category: DocumentCategory, elements: readonly HkzElementNumber[] = []) {
    if (picked.length === 0) return;
    // System, temporary and empty files are skipped, programs refused; a subfolder stays in the name.
    const sorted = sortUploadFiles(picked);
    const skippedAny = Object.values(sorted.skipped).some((n) => n > 0);
    setLeftOut(
      skippedAny || sorted.programs.length > 0 ? { skipped: sorted.skipped, programs: sorted.programs } : null,
    );
    const selection = sorted.taken.map(withFolderName);
    if (selection.length === 0) return;
    const accepted = selection.filter((f) => !isTooBig(f.size));
    const refused = selection.filter((f) => isTooBig(f.size)).map((f) => f.name);
    setTooBig({ names: refused, others: accepted.length > 0 });
    if (accepted.length === 0) return;
    const idle = active.current === 0;
    if (idle) {
      failed.current = 0;
      byKey.current.clear();
    }
    for (const file of accepted) {
      const key = nextKey++;
      byKey.current.set(key, { key, name: file.name, size: file.size, sent: 0, state: "waiting" });
      queue.current.push({ key, file, category, elements });
    }
    render();
    pump();
  }

  function cancel() {
    cancelled.current = true;
    for (const job of queue.current.splice(0)) update(job.key, { state: "cancelled" });
    if (active.current === 0) finished();
  }

  function close() {
    if (active.current > 0) return;
    byKey.current.clear();
    render();
  }

  const running = active.current > 0;
  const totals = React.useMemo(() => uploadTotals(shown), [shown]);
  return {
    items: shown,
    running,
    ...totals,
    tooBig,
    dismissTooBig: () => setTooBig({ names: [], others: false }),
    /** What the last batch left out (skipped files, refused programs), until dismissed. */
    leftOut,
    dismissLeftOut: () => setLeftOut(null),
    highlighted,
    add,
    cancel,
    close,
    maxBytes: limits.fileMaxBytes,
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
