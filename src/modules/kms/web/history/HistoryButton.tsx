/**
 * 'Geschiedenis' next to a text or table section's save state. The panel, with the comparison and
 * its diff library, is a chunk of its own, loaded when the button is first used.
 */
import * as React from "react";
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { TableColumn } from "@norm/catalogue";
import { historyText } from "../../messages";
import type { KmsStore } from "../sync/kms-store";

const HistoryPanel = React.lazy(() => import("./HistoryPanel"));

export type HistorySubject =
  | { store: KmsStore; name: string; label: string; kind: "text" }
  | { store: KmsStore; name: string; label: string; kind: "table"; columns: readonly TableColumn[] };

export function HistoryButton(props: HistorySubject) {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing plays out and the chunk is not asked for again.
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={historyText.title(props.label)}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <History aria-hidden /> {historyText.button}
      </Button>
      {used && (
        <React.Suspense fallback={null}>
          <HistoryPanel {...props} open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
