/**
 * /normelementen/<nummer>: 'Normelement 4.5 — <our own short name>', what covers the element and
 * its readiness (the shared model through /api/elements/:number). Eigenaar and Bewerker link an
 * existing document ('Document koppelen') or unlink one here. `questions` is the auditor's questions
 * about this element (the auditor feature's card, handed in by the route).
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Link2, Unlink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { useReadOnly } from "@/lib/access";
import { client } from "@/lib/api";
import { apiQuery } from "@core/web/api-query";
import { documentCategories, type DocumentCategory } from "@norm/catalogue";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import type { ElementDocument } from "../model";
import { elementQuery, useChangeLinks } from "./api";
import { elementText as t } from "./messages";
import { ElementDossierView } from "./ElementDossierView";
import { uiMessages } from "@/components/ui/messages";

export function ElementPage({
  number,
  questions,
  dossier,
}: {
  number: HkzElementNumber;
  questions?: React.ReactNode;
  /** 'Auditdossier maken', composed in by the route. */
  dossier?: React.ReactNode;
}) {
  const element = hkzElements.find((e) => e.number === number);
  const { data, error, refetch } = useQuery(elementQuery(number));
  const canEdit = !useReadOnly();
  const links = useChangeLinks();
  const { result, announce } = useResult();

  async function unlink(doc: ElementDocument) {
    try {
      await links.mutateAsync({ documentIds: [doc.id], remove: [number] });
      announce(t.unlinked(doc.name));
    } catch {
      announce(t.linkFailed, true);
    }
  }

  return (
    <>
      <PageHeader title={t.pageTitle(number, element?.title ?? "")} description={t.description} />
      {dossier && <div className="mb-6">{dossier}</div>}
      <ResultRegion result={result} testId="element-result" />
      {questions && <div className="mb-6">{questions}</div>}
      {error ? (
        <LoadError error={error} fallback={t.loadFailed} onRetry={() => refetch()} />
      ) : !data ? (
        <Spinner label={uiMessages.loading} />
      ) : (
        <ElementDossierView
          dossier={data}
          inApp
          documentsExtra={
            canEdit && <LinkDocuments number={number} linked={data.documents} onLinked={(n) => announce(t.linked(n))} />
          }
          documentAction={(doc) => (
            <>
              <a className="underline underline-offset-2" href={`/api/documents/${doc.id}/content`}>
                {t.open}
                <span className="sr-only"> {doc.name}</span>
              </a>
              {canEdit && (
                <Button variant="outline" size="sm" disabled={links.isPending} onClick={() => void unlink(doc)}>
                  <Unlink aria-hidden /> {t.unlink}
                  <span className="sr-only"> {doc.name}</span>
                </Button>
              )}
            </>
          )}
        />
      )}
    </>
  );
}

/** 'Document koppelen': pick a folder, tick documents not yet linked, link them. */
function LinkDocuments({
  number,
  linked,
  onLinked,
}: {
  number: HkzElementNumber;
  linked: ElementDocument[];
  onLinked: (n: number) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [category, setCategory] = React.useState<DocumentCategory>(documentCategories[0].slug);
  const [chosen, setChosen] = React.useState<string[]>([]);
  const links = useChangeLinks();
  // The documents page's query: one derived key holds one shape, the route's whole answer (a key
  // that held another shape here crashed that page after a link: 'Er ging iets mis').
  const files = useQuery({
    ...apiQuery(client.documents, { query: { category } }, { select: (r) => r.files }),
    enabled: open,
  });
  const linkedIds = new Set(linked.map((d) => d.id));
  const candidates = (files.data ?? []).filter((f) => !linkedIds.has(f.id));

  async function submit() {
    await links.mutateAsync({ documentIds: chosen, add: [number] });
    onLinked(chosen.length);
    setChosen([]);
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="mb-4" onClick={() => setOpen(true)}>
        <Link2 aria-hidden /> {t.link}
      </Button>
      <DialogContent title={t.link} description={t.linkDescription(number)} className="max-w-lg">
        <label className="grid gap-1 text-sm font-medium">
          {t.category}
          <select
            className="h-9 rounded-md border bg-background px-2"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as DocumentCategory);
              setChosen([]);
            }}
          >
            {documentCategories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        {files.isPending ? (
          <Spinner label={uiMessages.loading} />
        ) : candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.nothingToLink}</p>
        ) : (
          <ul className="max-h-72 space-y-2 overflow-y-auto" data-testid="link-candidates">
            {candidates.map((f) => (
              <li key={f.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`link-${f.id}`}
                  checked={chosen.includes(f.id)}
                  onCheckedChange={(on) => setChosen((list) => (on ? [...list, f.id] : list.filter((x) => x !== f.id)))}
                />
                <label htmlFor={`link-${f.id}`} className="[overflow-wrap:anywhere]">
                  {f.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        {links.isError && <p className="text-sm text-destructive">{t.linkFailed}</p>}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button
            disabled={chosen.length === 0 || links.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t.linkChosen}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
