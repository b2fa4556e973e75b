/**
 * One KMS text on another module's page (the quarter's analysis): the organisation's values with
 * colleagues' saves arriving live, the read-only state, and the text's autosave, conflicts and
 * history as on a topic page. The router hands it to that page, so modules do not import each
 * other's web code.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { useReadOnly } from "@/lib/access";
import { useKmsLive, useKmsStore } from "./api";
import { LiveRegionProvider } from "./live-region";
import { ReadOnlyContext } from "./read-only";
import type { KmsStore, ValueKindName } from "./sync/kms-store";
import { TextSection } from "./TextSection";
import { useValueSync } from "./use-value-sync";

export type KmsTextProps = {
  name: string;
  label: string;
  rows: number;
  placeholder?: string;
  /** The page's words while the values load, and when they could not be loaded. */
  loading: string;
  loadFailed: string;
  /** Told when another value changes while the page is open (its revision, not its content). */
  watch?: { name: string; kind: ValueKindName; onChange: () => void };
};

export function KmsText({ loading, loadFailed, watch, ...text }: KmsTextProps) {
  const { store, error } = useKmsStore();
  useKmsLive(store);
  const readOnly = useReadOnly();
  if (error) return <Alert variant="destructive">{loadFailed}</Alert>;
  if (!store) return <Spinner label={loading} />;
  return (
    <LiveRegionProvider>
      <ReadOnlyContext.Provider value={Boolean(readOnly)}>
        {watch && <Watch store={store} {...watch} />}
        {readOnly && (
          <p className="mb-3 text-sm text-muted-foreground" data-testid="kms-text-read-only">
            {readOnly.message}
          </p>
        )}
        <TextSection store={store} {...text} />
      </ReadOnlyContext.Provider>
    </LiveRegionProvider>
  );
}

/** Nothing to see: calls `onChange` when the watched value's revision changes. */
function Watch({ store, name, kind, onChange }: { store: KmsStore } & NonNullable<KmsTextProps["watch"]>) {
  const { revision } = useValueSync(store.get<unknown>(name, kind));
  const seen = React.useRef(revision);
  React.useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    onChange();
  }, [revision, onChange]);
  return null;
}
