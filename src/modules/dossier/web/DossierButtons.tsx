/**
 * 'Auditdossier maken': the PDF, or the PDF with the linked documents as ZIP. Composed into the
 * Overzicht's readiness card and the element pages (routes/), where an owner looks before the
 * audit. Busy and done are said in one live region; the buttons stay enabled (a disabled button
 * would drop the keyboard focus), a second click while busy does nothing.
 */
import * as React from "react";
import { Archive, FileDown } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { formatBytes } from "@modules/documents/model";
import { downloadDossier, type DossierFormat } from "./api";
import { dossierMessages as m } from "./messages";

export function DossierButtons() {
  const [busy, setBusy] = React.useState<DossierFormat>();
  const [progress, setProgress] = React.useState<string>();
  const [result, setResult] = React.useState<{ text: string; failed: boolean }>();

  async function make(format: DossierFormat) {
    if (busy) return;
    setBusy(format);
    setResult(undefined);
    setProgress(undefined);
    try {
      const name = await downloadDossier(format, (bytes) => setProgress(m.received(formatBytes(bytes))));
      setResult({ text: m.downloaded(name), failed: false });
    } catch (e) {
      setResult({ text: errorMessage(e, m.failed), failed: true });
    } finally {
      setBusy(undefined);
      setProgress(undefined);
    }
  }

  return (
    <div className="space-y-2" data-testid="dossier">
      <p className="text-sm text-muted-foreground">{m.help}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-auto min-h-9 whitespace-normal text-left"
          aria-busy={busy === "pdf"}
          onClick={() => void make("pdf")}
        >
          <FileDown aria-hidden /> {m.makePdf}
        </Button>
        <Button
          variant="outline"
          className="h-auto min-h-9 whitespace-normal text-left"
          aria-busy={busy === "zip"}
          onClick={() => void make("zip")}
        >
          <Archive aria-hidden /> {m.makeZip}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid="dossier-result">
        {busy && <Spinner label={progress ?? m.busy} />}
        {result && (
          <Alert variant={result.failed ? "destructive" : "success"} role="none">
            {result.text}
          </Alert>
        )}
      </div>
    </div>
  );
}
