/**
 * /handboek/exporteren: the handbook as a PDF or a Word document, everything as one ZIP, and (for
 * owners) the import of such a ZIP. The server makes the files; the page shows that it is busy and
 * says in its one live region when it is done or what went wrong.
 */
import { apiKey, moduleKey } from "@core/web/api-query";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Archive, FileDown, FileText, Upload } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { SendProgress } from "@/components/ui/send-progress";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { client, errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import { formatBytes } from "@modules/documents/model";
import { transferMessages } from "@modules/transfer/messages";
import { downloadAll, downloadHandbook, importAll, type ExportFormat } from "./api";
import { handbookMessages as m } from "./messages";

const formats: { format: ExportFormat; label: string; help: string; icon: typeof FileText }[] = [
  { format: "pdf", label: m.exportPdf, help: m.pdfHelp, icon: FileDown },
  { format: "docx", label: m.exportWord, help: m.wordHelp, icon: FileText },
];

type Job = ExportFormat | "zip" | "import";

export function ExportPage() {
  const queryClient = useQueryClient();
  const mayImport = useCan("transfer.import");
  const [busy, setBusy] = React.useState<Job>();
  const [progress, setProgress] = React.useState<string>();
  const [uploaded, setUploaded] = React.useState<number>();
  const [result, setResult] = React.useState<{ text: string; failed: boolean }>();
  const [fileError, setFileError] = React.useState<string>();
  const fileInput = React.useRef<HTMLInputElement>(null);

  /** Runs one job at a time. The buttons stay enabled (a disabled button would drop the keyboard focus). */
  async function run(job: Job, work: () => Promise<string>, failed: string) {
    if (busy) return;
    setBusy(job);
    setResult(undefined);
    setProgress(undefined);
    setUploaded(undefined);
    try {
      setResult({ text: await work(), failed: false });
    } catch (e) {
      setResult({ text: errorMessage(e, failed), failed: true });
    } finally {
      setBusy(undefined);
      setProgress(undefined);
      setUploaded(undefined);
    }
  }

  const onExport = (format: ExportFormat) =>
    run(format, async () => m.downloaded(await downloadHandbook(format)), m.exportFailed);

  const onExportAll = () =>
    run(
      "zip",
      async () => m.downloaded(await downloadAll((bytes) => setProgress(m.zipReceived(formatBytes(bytes))))),
      m.exportFailed,
    );

  function onImport(e: React.FormEvent) {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(transferMessages.noFile);
      fileInput.current?.focus();
      return;
    }
    setFileError(undefined);
    void run(
      "import",
      async () => {
        const done = await importAll(file, (fraction) => setUploaded(Math.round(fraction * 100)));
        // Everything on the other pages is new now.
        await Promise.all(
          [apiKey(client.kms.values), moduleKey("documents"), moduleKey("handbook"), moduleKey("quota")].map(
            (queryKey) => queryClient.invalidateQueries({ queryKey }),
          ),
        );
        if (fileInput.current) fileInput.current.value = "";
        return transferMessages.done(done);
      },
      m.importFailed,
    );
  }

  const busyLabel =
    busy === "zip"
      ? m.zipBusy
      : busy === "import"
        ? uploaded === undefined || uploaded < 100
          ? m.importSending
          : m.importChecking
        : formats.find((f) => f.format === busy)?.label;
  return (
    <>
      <PageHeader title={m.exportTitle} description={m.exportDescription} />
      <div role="status" aria-live="polite" className="mb-4" data-testid="export-result">
        {busyLabel && <Spinner label={busy === "pdf" || busy === "docx" ? m.generating(busyLabel) : busyLabel} />}
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
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle>{m.zipTitle}</CardTitle>
            <CardDescription>{m.zipHelp}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap items-center gap-4">
            <Button onClick={() => void onExportAll()} aria-disabled={busy !== undefined} aria-busy={busy === "zip"}>
              <Archive /> {m.zipButton}
            </Button>
            {/* Not in the live region: a screen reader hears the start and the end, not every megabyte. */}
            {busy === "zip" && progress && (
              <span className="text-sm text-muted-foreground" data-testid="zip-progress">
                {progress}
              </span>
            )}
          </CardContent>
        </Card>
        {mayImport && (
          <Card className="md:col-span-2">
            <CardHeader>
              <CardTitle>{m.importTitle}</CardTitle>
              <CardDescription>{m.importHelp}</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onImport} className="space-y-4" noValidate>
                <Alert variant="warning" role="note">
                  {m.importWarning}
                </Alert>
                <Field
                  id="import-file"
                  label={m.importFileLabel}
                  type="file"
                  accept=".zip,application/zip"
                  ref={fileInput}
                  error={fileError}
                  onChange={() => setFileError(undefined)}
                />
                <div className="flex flex-wrap items-center gap-4">
                  <Button type="submit" aria-disabled={busy !== undefined} aria-busy={busy === "import"}>
                    <Upload /> {m.importButton}
                  </Button>
                  {busy === "import" && <SendProgress percent={uploaded} label={m.importProgressLabel} />}
                </div>
              </form>
            </CardContent>
          </Card>
        )}
      </div>
      <p className="mt-6 text-sm text-muted-foreground">{m.whoMay}</p>
    </>
  );
}
