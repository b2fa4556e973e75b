/**
 * The file list of one category: sortable by name and upload date, newly uploaded files
 * highlighted, and a selection mode with checkboxes for deleting and for linking to elements
 * ('Koppel aan normelement'); both are enabled only when at least one file is selected (the same
 * rules as table rows).
 */
import * as React from "react";
import { useSelection } from "@/lib/use-selection";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, FileText, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { TableScroll } from "@/components/ui/table-scroll";
import { cn } from "@/lib/utils";
import type { DocumentCategory } from "@norm/catalogue";
import type { StoredFileDto } from "../model";
import { useDeleteFiles, useDocumentApprovals, useDocumentReviewDates } from "./api";
import { ApprovalCell } from "./ApprovalCell";
import { useCan } from "@/lib/session";
import { useReadOnly } from "@/lib/access";
import { ReviewDateCell } from "./ReviewDateCell";
import { ElementsCell } from "./ElementsCell";
import { LinkSelected } from "./LinkSelected";
import { formatFileSize, formatUploadedAt } from "./format";
import { messages } from "./messages";
import { initialSort, nextSort, sortFiles, type Sort, type SortKey } from "./sorting";

type Props = {
  category: DocumentCategory;
  files: StoredFileDto[];
  highlighted: ReadonlySet<string>;
  canEdit: boolean;
  /** Called after a successful delete, with the names deleted (the page announces it and moves focus). */
  onDeleted: (names: string[]) => void;
  /** Called with the news of a review date set (or failed), for the page's status line. */
  onReviewSaved: (text: string) => void;
  /** Called with the news of a selection linked to elements, for the page's status line. */
  onLinked: (text: string) => void;
};

export function FileTable({ category, files, highlighted, canEdit, onDeleted, onReviewSaved, onLinked }: Props) {
  const [sort, setSort] = React.useState<Sort>(initialSort);
  const [confirming, setConfirming] = React.useState(false);
  const remove = useDeleteFiles(category);
  const { data: reviewDates } = useDocumentReviewDates(files.map((f) => f.id));
  const { data: approvals } = useDocumentApprovals();
  const canApprove = useCan("planning.approve");
  const readOnly = useReadOnly();
  const mayApprove = canApprove && !readOnly;
  const sorted = React.useMemo(() => sortFiles(files, sort), [files, sort]);

  const selection = useSelection(files.map((f) => f.id));
  const { selecting, chosen } = selection;

  // Set when the dialog closes after a delete: its trigger is gone then, so the page places focus.
  const deleted = React.useRef(false);

  async function deleteChosen() {
    const names = files.filter((f) => chosen.includes(f.id)).map((f) => f.name);
    try {
      await remove.mutateAsync(chosen);
      deleted.current = true;
      setConfirming(false);
      selection.stop();
      onDeleted(names);
    } catch {
      setConfirming(false);
    }
  }

  return (
    <div className="space-y-3">
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          {selecting ? (
            <>
              <Button
                variant="destructive"
                size="sm"
                disabled={chosen.length === 0}
                onClick={() => setConfirming(true)}
              >
                <Trash2 /> {messages.deleteSelected(chosen.length)}
              </Button>
              <LinkSelected chosen={chosen} onLinked={onLinked} />
              <Button variant="outline" size="sm" onClick={selection.stop}>
                {messages.cancelSelection}
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" onClick={selection.start} data-after-delete>
              {messages.select}
            </Button>
          )}
        </div>
      )}
      {remove.isError && (
        <Alert variant="destructive" title={messages.deleteFailed} onDismiss={() => remove.reset()}>
          {(remove.error as Error).message}
        </Alert>
      )}

      <TableScroll label={messages.tableLabel}>
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              {selecting && (
                <th className="w-10 px-3 py-2">
                  <Checkbox
                    aria-label={messages.selectAll}
                    checked={selection.all.checked}
                    onCheckedChange={(on) => selection.all.set(on === true)}
                  />
                </th>
              )}
              <SortHeader label={messages.columns.name} sortKey="name" sort={sort} onSort={setSort} />
              <th className="px-3 py-2 font-medium">{messages.columns.size}</th>
              <SortHeader label={messages.columns.uploadedAt} sortKey="uploadedAt" sort={sort} onSort={setSort} />
              <th className="px-3 py-2 font-medium">{messages.columns.elements}</th>
              <th className="px-3 py-2 font-medium">{messages.columns.reviewOn}</th>
              <th className="px-3 py-2 font-medium">{messages.columns.approval}</th>
              <th className="w-12 px-3 py-2">
                <span className="sr-only">{messages.columns.download}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((file) => {
              const isNew = highlighted.has(file.id);
              return (
                <tr
                  key={file.id}
                  data-testid="file-row"
                  data-highlighted={isNew ? "true" : undefined}
                  className={cn("border-t transition-colors duration-700", isNew && "bg-primary/10")}
                >
                  {selecting && (
                    <td className="px-3 py-2">
                      <Checkbox
                        aria-label={messages.selectFile(file.name)}
                        checked={selection.isChosen(file.id)}
                        onCheckedChange={(on) => selection.toggle(file.id, on === true)}
                      />
                    </td>
                  )}
                  <td className="min-w-40 px-3 py-2">
                    {/* Long names wrap (also inside words) instead of being cut off: on a phone they stay readable. */}
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noopener"
                      title={messages.open(file.name)}
                      className="inline-flex max-w-full items-start gap-2 hover:underline"
                    >
                      <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span className="min-w-0 [overflow-wrap:anywhere]" data-testid="file-name">
                        {file.name}
                      </span>
                    </a>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatFileSize(file.size)}</td>
                  <td className="px-3 py-2 tabular-nums">{formatUploadedAt(file.uploadedAt)}</td>
                  <td className="px-3 py-1" data-testid="file-elements">
                    <ElementsCell file={file} canEdit={canEdit} />
                  </td>
                  <td className="px-3 py-1" data-testid="file-review">
                    <ReviewDateCell
                      fileId={file.id}
                      fileName={file.name}
                      review={reviewDates?.[file.id]}
                      canEdit={canEdit}
                      onSaved={onReviewSaved}
                    />
                  </td>
                  <td className="min-w-40 px-3 py-1">
                    <ApprovalCell
                      fileId={file.id}
                      fileName={file.name}
                      approval={approvals?.[file.id]}
                      mayApprove={mayApprove}
                      onApproved={onReviewSaved}
                    />
                  </td>
                  <td className="px-3 py-1">
                    <Button asChild variant="ghost" size="icon" className="size-8">
                      <a href={`${file.url}?download=1`} download={file.name} aria-label={messages.download(file.name)}>
                        <Download />
                      </a>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>

      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogContent
          title={messages.confirmTitle(chosen.length)}
          description={messages.confirmText}
          onCloseAutoFocus={(e) => {
            // Kept or failed: focus returns to the delete button (Radix). Deleted: the page decides.
            if (!deleted.current) return;
            deleted.current = false;
            e.preventDefault();
          }}
        >
          <ConfirmActions
            keep={messages.keep}
            confirm={remove.isPending ? <Spinner label={messages.deleting} /> : messages.confirmDelete}
            onConfirm={deleteChosen}
            pending={remove.isPending}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: Sort;
  onSort: (s: Sort) => void;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      className="px-3 py-2 font-medium"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, sortKey))}
        className="inline-flex items-center gap-1 rounded hover:text-primary"
        title={messages.sortBy(label)}
      >
        {label}
        <Icon aria-hidden className={cn("size-3.5", !active && "opacity-40")} />
      </button>
    </th>
  );
}
