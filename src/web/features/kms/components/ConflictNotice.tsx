/** Shown when a save collided with a newer stored version: the user decides, nothing is overwritten. */
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SyncState, ValueSync } from "../sync/value-sync";

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
    <Alert variant="warning" title="Iemand anders heeft dit intussen gewijzigd" data-testid="conflict">
      <p className="mb-2">
        Dit onderdeel is in een ander venster of door een collega opgeslagen terwijl u typte. Uw eigen versie is nog
        niet opgeslagen. Welke versie wilt u bewaren?
      </p>
      <details className="mb-3">
        <summary className="cursor-pointer">Bekijk de opgeslagen versie</summary>
        <p className="mt-1 whitespace-pre-wrap rounded border bg-background p-2 text-foreground">
          {describe(state.conflict.value) || "(leeg)"}
        </p>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => sync.resolveConflict("mine")}>
          Mijn versie behouden
        </Button>
        <Button size="sm" variant="outline" onClick={() => sync.resolveConflict("theirs")}>
          Opgeslagen versie gebruiken
        </Button>
      </div>
    </Alert>
  );
}
