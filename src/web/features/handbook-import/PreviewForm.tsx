/**
 * The preview: every part of the handbook beside its proposed place, changeable with one select,
 * and per chosen place its current content and what to do with it (add under it, replace it,
 * skip). Several parts for one place are joined in document order on import.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Select } from "@/components/ui/input";
import {
  findTarget,
  importTargets,
  type ImportChoices,
  type ImportItem,
  type ImportMode,
  type ImportPreviewDto,
} from "../../../shared/handbook-import";
import { handbookImportMessages as m } from "./messages";

const textTargets = importTargets.filter((t) => t.kind === "text");
const headingOf = (item: ImportItem) => item.heading || m.noHeading;

function currentSummary(value: unknown): string {
  if (typeof value === "string" && value.trim() !== "") {
    return value.length > 300 ? `${value.slice(0, 299)}…` : value;
  }
  if (Array.isArray(value) && value.length > 0) return m.currentRows(value.length);
  return "";
}

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
    Object.fromEntries(preview.items.map((i) => [i.id, i.proposal.target])),
  );
  const [modes, setModes] = React.useState<Record<string, ImportMode>>({});
  const chosen = importTargets.filter((t) => preview.items.some((i) => targets[i.id] === t.name));
  const { leftOut } = preview;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    onImport({
      choices: preview.items.map((i) => ({ item: i.id, target: targets[i.id] ?? null })),
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
        {leftOut.images + leftOut.textBoxes + leftOut.comments > 0 && (
          <CardContent>
            <p className="text-sm text-muted-foreground">{m.leftOut(leftOut)}</p>
          </CardContent>
        )}
      </Card>
      <section aria-labelledby="parts-title" className="space-y-3">
        <h2 id="parts-title" className="text-lg font-semibold">
          {m.partsTitle}
        </h2>
        <ol className="space-y-3">
          {preview.items.map((item) => (
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
                      {`${findTarget(item.table.target)?.label} (${m.rows(item.table.rows.length)})`}
                    </option>
                  )}
                  {textTargets.map((t) => (
                    <option key={t.name} value={t.name}>
                      {t.label}
                    </option>
                  ))}
                </Select>
                <p className="text-xs text-muted-foreground" data-testid="certainty">
                  {m.certainty(item.proposal.certainty)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="places-title" className="space-y-3">
        <h2 id="places-title" className="text-lg font-semibold">
          {m.placesTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{chosen.length === 0 ? m.placesEmpty : m.placesIntro}</p>
        <ul className="space-y-3">
          {chosen.map((t) => {
            const count = preview.items.filter((i) => targets[i.id] === t.name).length;
            const current = currentSummary(preview.current[t.name]);
            const mode = modes[t.name] ?? "append";
            return (
              <li key={t.name} className="rounded-md border p-3" data-testid="import-place">
                <fieldset className="space-y-2">
                  <legend className="font-medium">
                    {t.label} <span className="text-sm font-normal text-muted-foreground">({m.parts(count)})</span>
                  </legend>
                  {current ? (
                    <div className="text-sm">
                      <span className="text-muted-foreground">{m.currentText}</span>
                      <p className="mt-1 max-h-32 overflow-auto whitespace-pre-line rounded bg-muted p-2 [overflow-wrap:anywhere]">
                        {current}
                      </p>
                    </div>
                  ) : (
                    <p className="text-sm text-muted-foreground">{m.currentEmpty}</p>
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
        <Button type="submit" aria-disabled={busy || chosen.length === 0} aria-busy={busy}>
          {m.importButton}
        </Button>
        <Button type="button" variant="ghost" onClick={onStartOver} aria-disabled={busy}>
          {m.startOver}
        </Button>
      </div>
    </form>
  );
}
