/**
 * /handboek/exporteren: the handbook as a PDF or a Word document. The server makes the file; the
 * page shows that it is busy and says in the live region when it is done or what went wrong.
 */
import * as React from "react";
import { FileDown, FileText } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { downloadHandbook, type ExportFormat } from "./api";
import { handbookMessages as m } from "./messages";

const formats: { format: ExportFormat; label: string; help: string; icon: typeof FileText }[] = [
  { format: "pdf", label: m.exportPdf, help: m.pdfHelp, icon: FileDown },
  { format: "docx", label: m.exportWord, help: m.wordHelp, icon: FileText },
];

export function ExportPage() {
  const [busy, setBusy] = React.useState<ExportFormat>();
  const [result, setResult] = React.useState<{ text: string; failed: boolean }>();

  async function onExport(format: ExportFormat) {
    // The buttons stay enabled (a disabled button would drop the keyboard focus); one file at a time.
    if (busy) return;
    setBusy(format);
    setResult(undefined);
    try {
      const name = await downloadHandbook(format);
      setResult({ text: m.downloaded(name), failed: false });
    } catch (e) {
      setResult({ text: errorMessage(e, m.exportFailed), failed: true });
    } finally {
      setBusy(undefined);
    }
  }

  const busyLabel = formats.find((f) => f.format === busy)?.label;
  return (
    <>
      <PageHeader title={m.exportTitle} description={m.exportDescription} />
      <div role="status" aria-live="polite" className="mb-4" data-testid="export-result">
        {busyLabel && <Spinner label={m.generating(busyLabel)} />}
        {result && (
          <Alert variant={result.failed ? "destructive" : "success"} role="none">
            {result.text}
          </Alert>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {formats.map(({ format, label, help, icon: Icon }) => (
          <Card key={format}>
            <CardHeader>
              <CardTitle>{format === "pdf" ? "PDF" : "Word"}</CardTitle>
              <CardDescription>{help}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button
                onClick={() => void onExport(format)}
                aria-disabled={busy !== undefined}
                aria-busy={busy === format}
              >
                <Icon /> {label}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="mt-6 text-sm text-muted-foreground">{m.whoMay}</p>
    </>
  );
}
