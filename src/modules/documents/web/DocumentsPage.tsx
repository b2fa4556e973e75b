/**
 * One Documenten screen: the files of one category, upload by picking or dropping
 * many files or a whole folder (into a category and elements chosen once for the batch), sorting,
 * opening and downloading, and in selection mode deleting or linking to elements.
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { focusElement } from "@/lib/a11y";
import { useReadOnly } from "@/lib/access";
import { cn } from "@/lib/utils";
import type { DocumentCategory } from "@norm/catalogue";
import type { HkzElementNumber } from "@norm/norm";
import { paths } from "@core/shared/paths";
import { useFiles } from "./api";
import { messages } from "./messages";
import { uploadFileMessages } from "../upload/messages";
import { useUploadQueue } from "./upload/use-upload-queue";
import { droppedFiles } from "./upload/dropped-files";
import { UploadControls } from "./upload/UploadControls";
import { FileTable } from "./FileTable";
import { UploadPanel } from "./upload/UploadPanel";

export function DocumentsPage({ category, title }: { category: DocumentCategory; title: string }) {
  // Read-only for readers and after the trial; the server refuses the same (403 / 402).
  const readOnly = useReadOnly();
  const canEdit = !readOnly;
  const files = useFiles(category);
  const queue = useUploadQueue();
  // The category the next batch goes to: this screen's, unless the user picks another.
  const [batchCategory, setBatchCategory] = React.useState<DocumentCategory>(category);
  // The elements the next batch belongs to ('Hoort bij normelement'): none until the user picks some.
  const [batchElements, setBatchElements] = React.useState<HkzElementNumber[]>([]);
  React.useEffect(() => {
    setBatchCategory(category);
    setBatchElements([]);
  }, [category]);
  const [dragging, setDragging] = React.useState(false);
  /** A dropped folder the browser could not read (moved, no permission): said, never silently dropped. */
  const [dropUnreadable, setDropUnreadable] = React.useState(false);
  const dragDepth = React.useRef(0);
  const page = React.useRef<HTMLDivElement>(null);
  // What was just deleted, for the polite status line; a new object each time, so the same text is re-announced.
  const [deleted, setDeleted] = React.useState<{ text: string }>();
  // The page's one polite status line: what was deleted, a review date that was set, or documents linked to elements.
  const [status, setStatus] = React.useState<{ text: string }>();

  // After a delete the dialog's trigger is gone: focus 'Selecteren' while files remain, else the heading.
  React.useEffect(() => {
    if (!deleted) return;
    const frame = requestAnimationFrame(() => {
      const root = page.current;
      focusElement(root?.querySelector<HTMLElement>("[data-after-delete]") ?? root?.querySelector<HTMLElement>("h1"));
    });
    return () => cancelAnimationFrame(frame);
  }, [deleted]);

  const hasFiles = (e: React.DragEvent) => e.dataTransfer.types.includes("Files");

  const dropHandlers = canEdit
    ? {
        onDragEnter: (e: React.DragEvent) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          dragDepth.current++;
          setDragging(true);
        },
        onDragOver: (e: React.DragEvent) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
        },
        onDragLeave: () => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        },
        onDrop: (e: React.DragEvent) => {
          e.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          setDropUnreadable(false);
          droppedFiles(e.dataTransfer).then(
            (dropped) => queue.add(dropped, batchCategory, batchElements),
            () => setDropUnreadable(true),
          );
        },
      }
    : {};

  return (
    <div ref={page} data-testid="documents-dropzone" className="relative min-h-[60vh]" {...dropHandlers}>
      <p role="status" className="sr-only" data-testid="documents-status">
        {status?.text}
      </p>
      <PageHeader title={title} description={messages.intro[category]}>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.prullenbak}>
              <Trash2 aria-hidden /> {messages.toBin}
            </Link>
          </Button>
          {canEdit && (
            <UploadControls
              category={batchCategory}
              onCategory={setBatchCategory}
              elements={batchElements}
              onElements={setBatchElements}
              onFiles={(picked) => queue.add(picked, batchCategory, batchElements)}
            />
          )}
        </div>
      </PageHeader>

      {queue.tooBig.names.length > 0 && (
        <Alert variant="destructive" title={messages.uploadError} onDismiss={queue.dismissTooBig} className="mb-6">
          {messages.tooBigSkipped(queue.tooBig.names, queue.tooBig.others)}
        </Alert>
      )}
      {queue.leftOut && (
        <Alert
          variant="warning"
          title={messages.leftOutTitle}
          onDismiss={queue.dismissLeftOut}
          className="mb-6"
          data-testid="upload-left-out"
        >
          {[
            ...(Object.values(queue.leftOut.skipped).some((n) => n > 0)
              ? [uploadFileMessages.skipped(queue.leftOut.skipped)]
              : []),
            ...(queue.leftOut.programs.length > 0 ? [uploadFileMessages.programs(queue.leftOut.programs)] : []),
          ].join(" ")}
        </Alert>
      )}
      {dropUnreadable && (
        <Alert
          variant="destructive"
          title={messages.uploadError}
          onDismiss={() => setDropUnreadable(false)}
          className="mb-6"
          data-testid="drop-unreadable"
        >
          {messages.dropUnreadable}
        </Alert>
      )}
      <UploadPanel queue={queue} />

      {readOnly && (
        <Alert variant="warning" className="mb-6" data-testid="documents-read-only">
          {readOnly.message}{" "}
          {readOnly.kind === "subscription" && (
            <Link to={paths.abonnement} className="font-medium underline">
              {messages.toSubscription}
            </Link>
          )}
        </Alert>
      )}

      {files.isPending ? (
        <Spinner label={messages.loading} />
      ) : files.isError ? (
        <Alert variant="destructive" title={messages.loadFailed}>
          <Button variant="link" className="h-auto p-0" onClick={() => files.refetch()}>
            {messages.retry}
          </Button>
        </Alert>
      ) : files.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {canEdit ? messages.empty(title) : messages.emptyReadOnly(title)}
        </p>
      ) : (
        <FileTable
          category={category}
          files={files.data}
          highlighted={queue.highlighted}
          canEdit={canEdit}
          onDeleted={(names) => {
            const news = { text: messages.deleted(names) };
            setDeleted(news);
            setStatus(news);
          }}
          onReviewSaved={(text) => setStatus({ text })}
          onLinked={(text) => setStatus({ text })}
        />
      )}

      {canEdit && files.data?.length !== 0 && <p className="mt-3 text-xs text-muted-foreground">{messages.dropHere}</p>}

      {dragging && (
        <div
          aria-hidden
          className={cn(
            "pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-background/80 text-lg font-medium text-primary",
          )}
        >
          {messages.dropNow}
        </div>
      )}
    </div>
  );
}
