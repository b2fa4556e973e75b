/**
 * /documenten/prullenbak: documents deleted in the last 30 days, from every category or one.
 * 'Terugzetten' puts one back (Eigenaar and Bewerker); 'Definitief verwijderen' and 'Prullenbak
 * legen' remove for good after a confirmation (Eigenaar). Results are said in the page's status line.
 */
import * as React from "react";
import { RotateCcw, Trash2 } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { Label, Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { TableScroll } from "@/components/ui/table-scroll";
import { focusElement } from "@/lib/a11y";
import { errorMessage } from "@/lib/api";
import { useReadOnly } from "@/lib/access";
import { useCan } from "@/lib/session";
import { categoryTitle, documentCategories, type DocumentCategory } from "@norm/catalogue";
import { BIN_RETENTION_DAYS, type BinEntryDto } from "../model";
import { usePurgeFromBin, useBin, useRestoreFromBin } from "./api";
import { formatFileSize, formatUploadedAt } from "./format";
import { messages } from "./messages";

const t = messages.bin;
const daysLeft = (purgeAt: string) => Math.max(0, Math.ceil((Date.parse(purgeAt) - Date.now()) / 86_400_000));

export function BinPage() {
  const bin = useBin();
  const mayRestore = !useReadOnly();
  const mayPurge = useCan("documents.purge");
  const restore = useRestoreFromBin();
  const purge = usePurgeFromBin();
  const [category, setCategory] = React.useState<DocumentCategory | "">("");
  // What to remove for good once confirmed: one document, or the whole bin ('all').
  const [confirming, setConfirming] = React.useState<BinEntryDto | "all">();
  const [status, setStatus] = React.useState<{ text: string }>();
  const [problem, setProblem] = React.useState<string>();
  const page = React.useRef<HTMLDivElement>(null);

  const entries = (bin.data ?? []).filter((e) => !category || e.category === category);

  async function putBack(entry: BinEntryDto) {
    setProblem(undefined);
    try {
      const { file, renamed } = await restore.mutateAsync(entry);
      const where = categoryTitle(file.category);
      setStatus({ text: renamed ? t.restoredAs(file.name, where) : t.restored(file.name, where) });
    } catch (e) {
      setProblem(errorMessage(e, t.failed));
    }
  }

  async function removeForGood() {
    const target = confirming;
    if (!target) return;
    setProblem(undefined);
    try {
      await purge.mutateAsync(target === "all" ? undefined : target.id);
      setStatus({ text: target === "all" ? t.emptied : t.purged(target.name) });
    } catch (e) {
      setProblem(errorMessage(e, t.failed));
    } finally {
      setConfirming(undefined);
    }
  }

  return (
    <div ref={page} className="space-y-6">
      <PageHeader title={t.title} description={t.intro(BIN_RETENTION_DAYS)}>
        {mayPurge && (bin.data?.length ?? 0) > 0 && (
          <Button variant="outline" onClick={() => setConfirming("all")}>
            <Trash2 aria-hidden /> {t.emptyBin}
          </Button>
        )}
      </PageHeader>

      <p role="status" className="text-sm empty:hidden" data-testid="bin-status">
        {status?.text}
      </p>
      {problem && <Alert variant="destructive">{problem}</Alert>}

      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="bin-category">{t.filter}</Label>
        <Select
          id="bin-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as DocumentCategory | "")}
        >
          <option value="">{t.all}</option>
          {documentCategories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </Select>
      </div>

      {bin.isPending ? (
        <Spinner label={t.loading} />
      ) : bin.isError ? (
        <Alert variant="destructive" title={t.loadFailed}>
          <Button variant="link" className="h-auto p-0" onClick={() => bin.refetch()}>
            {messages.retry}
          </Button>
        </Alert>
      ) : entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {category ? t.emptyFiltered : t.empty}
        </p>
      ) : (
        <TableScroll label={t.tableLabel}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left">
                {Object.entries(t.columns).map(([key, title]) => (
                  <th key={key} scope="col" className={key === "size" ? "p-2 text-right" : "p-2"}>
                    {title}
                  </th>
                ))}
                {(mayRestore || mayPurge) && (
                  <th scope="col" className="p-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b align-top last:border-0" data-testid="bin-entry">
                  <td className="p-2 font-medium break-all">{e.name}</td>
                  <td className="p-2">{categoryTitle(e.category)}</td>
                  <td className="p-2">{t.deletedBy(formatUploadedAt(e.deletedAt), e.deletedByName)}</td>
                  <td className="p-2">{t.until(formatUploadedAt(e.purgeAt).slice(0, 10), daysLeft(e.purgeAt))}</td>
                  <td className="p-2 text-right whitespace-nowrap">{formatFileSize(e.size)}</td>
                  {(mayRestore || mayPurge) && (
                    <td className="p-2">
                      <div className="flex flex-wrap justify-end gap-2">
                        {mayRestore && (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t.restoreLabel(e.name)}
                            disabled={restore.isPending}
                            onClick={() => void putBack(e)}
                          >
                            <RotateCcw aria-hidden /> {t.restore}
                          </Button>
                        )}
                        {mayPurge && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t.purgeLabel(e.name)}
                            onClick={() => setConfirming(e)}
                          >
                            <Trash2 aria-hidden /> {t.purge}
                          </Button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      <Dialog
        open={confirming !== undefined}
        onOpenChange={(open) => !purge.isPending && !open && setConfirming(undefined)}
      >
        {confirming && (
          <DialogContent
            title={confirming === "all" ? t.confirmEmptyTitle : t.confirmPurgeTitle(confirming.name)}
            description={confirming === "all" ? t.confirmEmptyText(bin.data?.length ?? 0) : t.confirmText}
            onCloseAutoFocus={(e) => {
              // The row (or the whole list) may be gone: continue at the heading.
              e.preventDefault();
              focusElement(page.current?.querySelector<HTMLElement>("h1"));
            }}
          >
            <ConfirmActions
              keep={t.keep}
              confirm={purge.isPending ? <Spinner label={t.purge} /> : confirming === "all" ? t.emptyBin : t.purge}
              onConfirm={() => void removeForGood()}
              pending={purge.isPending}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
