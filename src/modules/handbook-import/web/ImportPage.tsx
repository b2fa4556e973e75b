/**
 * 'Handboek importeren' (/handboek/importeren): upload a .docx with progress, check the proposed
 * places in the preview, import, and see what was filled. Nothing is stored before 'Importeren'
 * but the uploaded file itself, for a day, for this person only.
 */
import { apiKey, moduleKey } from "@core/web/api-query";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { SendProgress } from "@/components/ui/send-progress";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { client, errorMessage } from "@/lib/api";
import { useReadOnly } from "@/lib/access";
import { Link } from "@tanstack/react-router";
import { paths } from "@core/shared/paths";
import { limits } from "@core/shared/limits";
import { handbookImportMessages as answers } from "../messages";
import { type ImportChoices, type ImportPreviewDto, type ImportSummaryDto } from "../model";
import { importHandbook, uploadHandbook } from "./api";
import { handbookImportMessages as m } from "./messages";
import { PreviewForm } from "./PreviewForm";
import { ImportSummary } from "./ImportSummary";

type Stage =
  { at: "choose" } | { at: "preview"; preview: ImportPreviewDto } | { at: "done"; summary: ImportSummaryDto };

export function ImportPage() {
  // Eigenaar and Bewerker only, and not after the trial: the server refuses the same (403 / 402).
  const readOnly = useReadOnly();
  const queryClient = useQueryClient();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const [stage, setStage] = React.useState<Stage>({ at: "choose" });
  const [fileError, setFileError] = React.useState<string>();
  const [uploaded, setUploaded] = React.useState<number>();
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<string>();

  async function onUpload(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const file = fileInput.current?.files?.[0];
    // An empty file is said here in the server's words, before anything is sent.
    const error = !file
      ? m.noFile
      : file.size === 0
        ? answers.emptyFile
        : file.size > limits.fileMaxBytes
          ? m.tooLarge
          : undefined;
    if (error || !file) {
      setFileError(error);
      fileInput.current?.focus();
      return;
    }
    setFileError(undefined);
    setProblem(undefined);
    setBusy(true);
    setUploaded(0);
    try {
      const preview = await uploadHandbook(file, (f) => setUploaded(Math.round(f * 100)));
      setStage({ at: "preview", preview });
    } catch (err) {
      setProblem(errorMessage(err, m.uploadFailed));
    } finally {
      setBusy(false);
      setUploaded(undefined);
    }
  }

  async function onImport(preview: ImportPreviewDto, choices: ImportChoices) {
    setProblem(undefined);
    setBusy(true);
    try {
      const summary = await importHandbook(preview.id, choices);
      await Promise.all(
        [apiKey(client.kms.values), moduleKey("documents"), moduleKey("handbook"), moduleKey("quota")].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      setStage({ at: "done", summary });
    } catch (err) {
      setProblem(errorMessage(err, m.importFailed));
    } finally {
      setBusy(false);
    }
  }

  const status = busy
    ? stage.at === "preview"
      ? m.importing
      : uploaded !== undefined && uploaded < 100
        ? m.uploading
        : m.reading
    : undefined;
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <div role="status" aria-live="polite" className="mb-4" data-testid="import-status">
        {status && <Spinner label={status} />}
        {problem && (
          <Alert variant="destructive" role="none">
            {problem}
          </Alert>
        )}
      </div>
      {readOnly ? (
        <Alert variant="warning" role="note" data-testid="import-read-only">
          {readOnly.kind === "reader" ? m.whoMay : readOnly.message}{" "}
          {readOnly.kind === "subscription" && (
            <Link to={paths.abonnement} className="font-medium underline">
              {m.toSubscription}
            </Link>
          )}
        </Alert>
      ) : stage.at === "choose" ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{m.fileLabel}</CardTitle>
            <CardDescription>{m.whatHappens}</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={(e) => void onUpload(e)} className="space-y-4" noValidate>
              <Field
                id="handbook-file"
                label={m.fileLabel}
                type="file"
                accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                ref={fileInput}
                error={fileError}
                onChange={() => setFileError(undefined)}
              />
              <div className="flex flex-wrap items-center gap-4">
                <Button type="submit" aria-disabled={busy} aria-busy={busy}>
                  <Upload /> {m.upload}
                </Button>
                {busy && <SendProgress percent={uploaded} label={m.progressLabel} />}
              </div>
            </form>
          </CardContent>
        </Card>
      ) : stage.at === "preview" ? (
        <PreviewForm
          preview={stage.preview}
          busy={busy}
          onImport={(choices) => void onImport(stage.preview, choices)}
          onStartOver={() => setStage({ at: "choose" })}
        />
      ) : (
        <ImportSummary summary={stage.summary} onAnother={() => setStage({ at: "choose" })} />
      )}
    </>
  );
}
