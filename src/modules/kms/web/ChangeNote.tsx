/**
 * Under a section's title: who changed it last and when ('Laatst gewijzigd door Anna op 12-03-2026
 * 14:05'), or for a few seconds after a colleague's (or another tab's) save arrived, 'Bijgewerkt
 * door Anna' — also said once through the page's live region.
 */
import * as React from "react";
import { formatDateTimeNl } from "@core/shared/format-date";
import { RefreshCw } from "lucide-react";
import type { SyncState } from "./sync/value-sync";
import { useAnnounce } from "./live-region";
import { messages } from "./messages";

const t = messages.changeNote;
const someone = t.someone;

export function changedText(by: string | null, at: string): string {
  const when = new Date(at);
  const date = Number.isNaN(when.getTime()) ? null : formatDateTimeNl(when);
  return t.changed(by, date);
}

export function ChangeNote({ state, label }: { state: SyncState<unknown>; label: string }) {
  const announce = useAnnounce();
  const elsewhere = state.updatedElsewhere;
  React.useEffect(() => {
    if (elsewhere) announce(t.updatedAnnounce(label, elsewhere.by ?? someone));
  }, [elsewhere, label, announce]);
  if (elsewhere) {
    return (
      <p className="flex min-h-4 items-center gap-1 text-xs font-medium text-primary" data-testid="updated-elsewhere">
        <RefreshCw aria-hidden className="size-3.5" /> {t.updatedBy(elsewhere.by ?? someone)}
      </p>
    );
  }
  // The line is there before the first save too (empty), so the save that fills it moves nothing
  // below it: a click aimed at a field while a save comes back still lands on that field.
  if (!state.changed) return <p className="min-h-4 text-xs" aria-hidden data-testid="change-note-space" />;
  return (
    <p className="min-h-4 text-xs text-muted-foreground" data-testid="last-changed">
      {changedText(state.changed.by, state.changed.at)}
    </p>
  );
}
