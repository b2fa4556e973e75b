/**
 * The preview: every part of the handbook beside its proposed place, changeable with one select,
 * and per chosen place its current content and what to do with it (add under it, replace it,
 * skip). Several parts for one place are joined in document order on import.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Select } from "@/components/ui/input";
import {
  findTarget,
  importTargets,
  type ImportChoices,
  type ImportMode,
  type ImportPreviewItem,
  previewPageSize,
  type ImportPreviewDto,
} from "../../../shared/handbook-import";
import { handbookImportMessages as m } from "./messages";
import { usePreviewPage } from "./api";

const textTargets = importTargets.filter((t) => t.kind === "text");
const headingOf = (item: ImportPreviewItem) => item.heading || m.noHeading;

export function PreviewForm({
  preview,
  busy,
  onImport,
  onStartOver,
}: {
  preview: ImportPreviewDto;
  busy: boolean;
  onImport: (choices: ImportChoices) => void;
  onStartOver: () => void;
}) {
  const [targets, setTargets] = React.useState<Record<string, string | null>>(() =>
    Object.fromEntries(preview.outline.map((o) => [o.id, o.target])),
  );
  const [modes, setModes] = React.useState<Record<string, ImportMode>>({});
  const chosen = importTargets.filter((t) => preview.outline.some((o) => targets[o.id] === t.name));
  const { leftOut, pages, total } = preview;
  const [page, setPage] = React.useState(preview.page);
  const shownPage = usePreviewPage(preview, page);
  const shown = shownPage.data?.items ?? [];
  const from = ((shownPage.data?.page ?? page) - 1) * previewPageSize;
  const partsTitle = React.useRef<HTMLHeadingElement>(null);

  function toPage(next: number) {
    setPage(next);
    // The next parts start at the list's heading; the keyboard and a screen reader go there too.
    partsTitle.current?.focus();
    partsTitle.current?.scrollIntoView({ block: "start" });
  }

  const nothingProposed = preview.outline.every((o) => o.target === null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    // Nothing to import yet: the reason is under the button; it gets the focus, so it is heard.
    if (chosen.length === 0) {
      document.getElementById("import-why")?.focus();
      return;
    }
    onImport({
      choices: preview.outline.map((o) => ({ item: o.id, target: targets[o.id] ?? null })),
      modes: Object.fromEntries(chosen.map((t) => [t.name, modes[t.name] ?? "append"])),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{m.previewTitle(preview.fileName)}</CardTitle>
          <CardDescription>{m.previewIntro}</CardDescription>
        </CardHeader>
        {m.leftOut(leftOut) !== "" && (
          <CardContent>
            <p className="text-sm text-muted-foreground">{m.leftOut(leftOut)}</p>
          </CardContent>
        )}
      </Card>
      <section aria-labelledby="parts-title" className="space-y-3">
        <h2 id="parts-title" ref={partsTitle} tabIndex={-1} className="text-lg font-semibold outline-none">
          {m.partsTitle}
        </h2>
        {pages > 1 && (
          <p className="text-sm text-muted-foreground" data-testid="parts-range">
            {m.partsRange(from + 1, from + shown.length, total)}
          </p>
        )}
        {shownPage.isError && (
          <Alert variant="destructive" role="alert">
            {errorMessage(shownPage.error, m.pageFailed)}
          </Alert>
        )}
        <ol className="space-y-3" start={from + 1} aria-busy={shownPage.isPlaceholderData}>
          {shown.map((item) => (
            <li key={item.id} className="grid gap-3 rounded-md border p-3 md:grid-cols-2" data-testid="import-part">
              <div className="min-w-0">
                <h3 className="font-medium [overflow-wrap:anywhere]">
                  {item.kind === "table" ? `${m.tablePart}: ` : ""}
                  {headingOf(item)}
                </h3>
                <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
                  {item.opening}
                </p>
                {item.table && item.table.unmappedColumns.length > 0 && (
                  <p className="mt-1 text-xs text-muted-foreground">{m.unmapped(item.table.unmappedColumns)}</p>
                )}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={`place-${item.id}`}>{m.placeLabel(headingOf(item))}</Label>
                <Select
                  id={`place-${item.id}`}
                  className="w-full"
                  value={targets[item.id] ?? ""}
                  onChange={(e) => setTargets({ ...targets, [item.id]: e.target.value || null })}
                >
                  <option value="">{m.notImported}</option>
                  {item.table && (
                    <option value={item.table.target}>
                      {`${findTarget(item.table.target)?.label} (${m.rows(item.table.rowCount)})`}
                    </option>
                  )}
                  {textTargets.map((t) => (
                    <option key={t.name} value={t.name}>
                      {t.label}
                    </option>
                  ))}
                </Select>
                <p className="text-xs text-muted-foreground" data-testid="certainty">
                  {m.certainty(item.proposal.certainty, item.proposal.reason)}
                </p>
              </div>
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav aria-label={m.pagesLabel} className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              aria-disabled={page === 1}
              onClick={() => page > 1 && toPage(page - 1)}
            >
              {m.previousParts}
            </Button>
            <span className="text-sm text-muted-foreground">{m.pageOf(page, pages)}</span>
            <Button
              type="button"
              variant="outline"
              aria-disabled={page === pages}
              onClick={() => page < pages && toPage(page + 1)}
            >
              {m.nextParts}
            </Button>
          </nav>
        )}
      </section>
      <section aria-labelledby="places-title" className="space-y-3">
        <h2 id="places-title" className="text-lg font-semibold">
          {m.placesTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{chosen.length === 0 ? m.placesEmpty : m.placesIntro}</p>
        <ul className="space-y-3">
          {chosen.map((t) => {
            const count = preview.outline.filter((o) => targets[o.id] === t.name).length;
            const current = preview.current[t.name];
            const mode = modes[t.name] ?? "append";
            return (
              <li key={t.name} className="rounded-md border p-3" data-testid="import-place">
                <fieldset className="space-y-2">
                  <legend className="font-medium">
                    {t.label} <span className="text-sm font-normal text-muted-foreground">({m.parts(count)})</span>
                  </legend>
                  {!current ? (
                    <p className="text-sm text-muted-foreground">{m.currentEmpty}</p>
                  ) : "rows" in current ? (
                    <p className="text-sm">{m.currentRows(current.rows)}</p>
                  ) : (
                    <div className="text-sm">
                      <span className="text-muted-foreground">{m.currentText}</span>
                      <p className="mt-1 max-h-32 overflow-auto whitespace-pre-line rounded bg-muted p-2 [overflow-wrap:anywhere]">
                        {current.text}
                      </p>
                    </div>
                  )}
                  <div className="flex flex-wrap gap-x-5 gap-y-1" role="radiogroup" aria-label={m.modeLegend(t.label)}>
                    {(["append", "replace", "skip"] as const).map((value) => (
                      <label key={value} className="flex items-center gap-1.5 text-sm">
                        <input
                          type="radio"
                          className="size-4 accent-primary"
                          name={`mode-${t.name}`}
                          value={value}
                          checked={mode === value}
                          onChange={() => setModes({ ...modes, [t.name]: value })}
                        />
                        {m.modes[value]}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          aria-disabled={busy || chosen.length === 0}
          aria-busy={busy}
          aria-describedby={chosen.length === 0 ? "import-why" : undefined}
        >
          {m.importButton}
        </Button>
        <Button type="button" variant="ghost" onClick={onStartOver} aria-disabled={busy}>
          {m.startOver}
        </Button>
      </div>
      {chosen.length === 0 && (
        <Alert
          variant="warning"
          id="import-why"
          tabIndex={-1}
          className="outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="import-why"
        >
          {nothingProposed ? m.nothingProposed : m.nothingChosen}
        </Alert>
      )}
    </form>
  );
}
