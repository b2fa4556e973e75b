/**
 * The checklist's unsaved edits: kept per point until the server has them, in this tab's state and
 * in localStorage (so a closed tab or a lost connection loses nothing), warned about on leaving.
 * A save sends only the edited points from the audit's revision; points edited again while the save
 * was under way stay unsaved; a refusal because someone else changed the audit (409) takes the
 * current audit and keeps every edit, to be checked and saved again.
 */
import * as React from "react";
import { ApiRequestError } from "@/lib/api";
import type { AuditDetailDto, AuditPointStatus } from "../model";

export type PointEdit = { status: AuditPointStatus; note: string };
type Edits = Record<string, PointEdit>;

const storageKey = (auditId: string) => `normwijs:audit-checklist:${auditId}`;

function readStored(auditId: string): Edits {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(auditId)) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Edits) : {};
  } catch {
    return {};
  }
}

function store(auditId: string, edits: Edits) {
  try {
    if (Object.keys(edits).length) localStorage.setItem(storageKey(auditId), JSON.stringify(edits));
    else localStorage.removeItem(storageKey(auditId));
  } catch {
    // Storage full or blocked: the edits stay in this tab.
  }
}

const same = (a: PointEdit, b: PointEdit) => a.status === b.status && a.note === b.note;

export type SaveState = "saved" | "unsaved" | "saving" | "failed" | "stale";

export function useChecklistDraft(
  audit: AuditDetailDto,
  save: (input: { baseRevision: number; points: ({ id: string } & PointEdit)[] }) => Promise<AuditDetailDto>,
  onStale: (current: AuditDetailDto) => void,
) {
  const [edits, setEdits] = React.useState<Edits>(() => {
    const ids = new Set(audit.checklist.map((p) => p.id));
    return Object.fromEntries(Object.entries(readStored(audit.id)).filter(([id]) => ids.has(id)));
  });
  const [restored] = React.useState(() => Object.keys(edits).length > 0);
  const [state, setState] = React.useState<SaveState>(restored ? "unsaved" : "saved");
  const [error, setError] = React.useState<string>();

  const saved = React.useMemo(() => new Map(audit.checklist.map((p) => [p.id, p])), [audit]);
  // Only edits that differ from what the server has count.
  const dirty = Object.entries(edits).filter(([id, edit]) => {
    const point = saved.get(id);
    return point && !same(point, edit);
  });

  React.useEffect(() => store(audit.id, Object.fromEntries(dirty)), [audit.id, edits, saved]); // eslint-disable-line react-hooks/exhaustive-deps

  React.useEffect(() => {
    if (dirty.length === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty.length]);

  const valueOf = (id: string): PointEdit => edits[id] ?? saved.get(id)!;

  function change(id: string, patch: Partial<PointEdit>) {
    setEdits((all) => ({ ...all, [id]: { ...(all[id] ?? saved.get(id)!), ...patch } }));
    if (state !== "saving") setState("unsaved");
  }

  async function saveAll() {
    const sending = dirty.map(([id, edit]) => ({ id, ...edit }));
    if (sending.length === 0) return;
    setState("saving");
    setError(undefined);
    try {
      await save({ baseRevision: audit.revision, points: sending });
      setState("saved");
      // What was sent is saved; anything typed since stays an edit.
      setEdits((all) => {
        const next = { ...all };
        for (const sent of sending) if (next[sent.id] && same(next[sent.id]!, sent)) delete next[sent.id];
        return next;
      });
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 409) {
        const current = (e.body as { details?: AuditDetailDto } | undefined)?.details;
        if (current) onStale(current);
        setState("stale");
        setError(e.message);
      } else {
        setState("failed");
        setError(e instanceof ApiRequestError ? e.message : undefined);
      }
    }
  }

  // What the page says: nothing left to save is 'saved', whatever happened before.
  const shown: SaveState =
    state === "saving" ? "saving" : dirty.length === 0 ? "saved" : state === "saved" ? "unsaved" : state;
  return { valueOf, change, saveAll, state: shown, error, restored, dirtyCount: dirty.length };
}
