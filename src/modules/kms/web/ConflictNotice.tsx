/** Shown when a save collided with a newer stored version: the user decides, nothing is overwritten. */
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SyncState, ValueSync } from "./sync/value-sync";
import { messages } from "./messages";

const t = messages.conflict;

export function ConflictNotice<T>({
  sync,
  state,
  describe,
}: {
  sync: ValueSync<T>;
  state: SyncState<T>;
  describe(v: T): string;
}) {
  if (state.status !== "conflict" || !state.conflict) return null;
  return (
    <Alert variant="warning" title={t.title} data-testid="conflict">
      <p className="mb-2">{t.text}</p>
      <details className="mb-3">
        <summary className="cursor-pointer">{t.show}</summary>
        <p className="mt-1 whitespace-pre-wrap rounded border bg-background p-2 text-foreground">
          {describe(state.conflict.value) || t.empty}
        </p>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => sync.resolveConflict("mine")}>
          {t.keepMine}
        </Button>
        <Button size="sm" variant="outline" onClick={() => sync.resolveConflict("theirs")}>
          {t.useTheirs}
        </Button>
      </div>
    </Alert>
  );
}
