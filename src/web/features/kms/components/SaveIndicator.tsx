/** The save state next to a section: 'Opslaan…', 'Opgeslagen', or that saving keeps being retried. */
import { AlertTriangle, Check, Loader2 } from "lucide-react";
import type { SaveStatus } from "../sync/value-sync";

export function SaveIndicator({ status, error }: { status: SaveStatus; error?: string }) {
  let content: React.ReactNode = null;
  if (status === "pending" || status === "saving") {
    content = (
      <>
        <Loader2 aria-hidden className="size-3.5 animate-spin" /> Opslaan…
      </>
    );
  } else if (status === "saved") {
    content = (
      <>
        <Check aria-hidden className="size-3.5 text-green-600" /> Opgeslagen
      </>
    );
  } else if (status === "retrying") {
    content = (
      <span className="flex items-center gap-1 text-amber-700 dark:text-amber-400">
        <AlertTriangle aria-hidden className="size-3.5" /> Niet opgeslagen — opnieuw proberen…
      </span>
    );
  } else if (status === "error") {
    content = (
      <span className="flex items-center gap-1 text-destructive">
        <AlertTriangle aria-hidden className="size-3.5" /> Niet opgeslagen: {error}
      </span>
    );
  }
  return (
    <span role="status" aria-live="polite" className="flex min-h-5 items-center gap-1 text-xs text-muted-foreground" data-testid="save-indicator">
      {content}
    </span>
  );
}
