/**
 * The save state next to a section: 'Opslaan…', 'Opgeslagen', or that saving failed. It is shown,
 * not spoken: what a screen reader should hear goes to the page's one live region (live-region.tsx).
 */
import * as React from "react";
import { AlertTriangle, Check, Loader2 } from "lucide-react";
import type { SaveStatus } from "./sync/value-sync";
import { useAnnounce } from "./live-region";
import { messages } from "./messages";

const t = messages.save;

type Props = {
  status: SaveStatus;
  error?: string;
  draftFailed?: boolean;
  /** Which section, for the spoken message. */ label: string;
};

export function SaveIndicator({ status, error, draftFailed, label }: Props) {
  const unsaved = status === "pending" || status === "saving";
  const announce = useAnnounce();
  const spoken =
    status === "saved"
      ? t.saved
      : status === "retrying"
        ? t.retrying
        : status === "error"
          ? t.error(error)
          : unsaved && draftFailed
            ? t.draftFailed
            : undefined;
  React.useEffect(() => {
    if (spoken) announce(`${label}: ${spoken}`);
  }, [spoken, label, announce]);

  let content: React.ReactNode = null;
  if (unsaved && draftFailed) {
    content = (
      <span className="flex items-center gap-1 text-amber-700 dark:text-amber-400">
        <AlertTriangle aria-hidden className="size-3.5" /> {t.draftFailed}
      </span>
    );
  } else if (unsaved) {
    content = (
      <>
        <Loader2 aria-hidden className="size-3.5 animate-spin" /> {t.saving}
      </>
    );
  } else if (status === "saved") {
    content = (
      <>
        <Check aria-hidden className="size-3.5 text-green-600" /> {t.saved}
      </>
    );
  } else if (status === "retrying") {
    content = (
      <span className="flex items-center gap-1 text-amber-700 dark:text-amber-400">
        <AlertTriangle aria-hidden className="size-3.5" /> {t.retrying}
      </span>
    );
  } else if (status === "error") {
    content = (
      <span className="flex items-center gap-1 text-destructive">
        <AlertTriangle aria-hidden className="size-3.5" /> {t.error(error)}
      </span>
    );
  }
  return (
    <span className="flex min-h-5 items-center gap-1 text-xs text-muted-foreground" data-testid="save-indicator">
      {content}
    </span>
  );
}
