/**
 * The preview: the handbook's parts under their chapters (ChapterList), each beside its proposed
 * place and changeable with one select, then per chosen place what to do with what it holds now
 * (PreviewPlaces). Choices are kept here for the whole document, so a choice in a closed chapter
 * or on another page still counts. Several parts for one place are joined in document order.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DocumentCategory } from "@norm/catalogue";
import {
  documentPlace,
  importTargets,
  originalCategory,
  type ImportChoices,
  type ImportMode,
  type ImportPreviewDto,
} from "../model";
import { handbookImportMessages as m } from "./messages";
import { ChapterList } from "./ChapterList";
import { PreviewPlaces } from "./PreviewPlaces";

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
  const [category, setCategory] = React.useState<DocumentCategory>(originalCategory);
  const chosen = importTargets.filter((t) => preview.outline.some((o) => targets[o.id] === t.name));
  const documents = preview.outline.filter((o) => targets[o.id] === documentPlace).length;
  const nothing = chosen.length === 0 && documents === 0;
  const { leftOut } = preview;
  const nothingProposed = preview.outline.every((o) => o.target === null);

  const choose = (item: string, target: string | null) => setTargets((now) => ({ ...now, [item]: target }));
  // 'Alle voorstellen van dit hoofdstuk overnemen': every part of the chapter back to its proposal.
  const acceptChapter = (chapter: number) =>
    setTargets((now) => ({
      ...now,
      ...Object.fromEntries(preview.outline.filter((o) => o.chapter === chapter).map((o) => [o.id, o.target])),
    }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    // Nothing to import yet: the reason is under the button; it gets the focus, so it is heard.
    if (nothing) {
      document.getElementById("import-why")?.focus();
      return;
    }
    onImport({
      choices: preview.outline.map((o) => ({ item: o.id, target: targets[o.id] ?? null })),
      modes: Object.fromEntries(chosen.map((t) => [t.name, modes[t.name] ?? "append"])),
      ...(documents > 0 ? { documentCategory: category } : {}),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="[overflow-wrap:anywhere]">
            {m.previewTitle(preview.fileName)}
          </CardTitle>
          <CardDescription>{m.previewIntro}</CardDescription>
        </CardHeader>
        {m.leftOut(leftOut) !== "" && (
          <CardContent>
            <p className="text-sm text-muted-foreground">{m.leftOut(leftOut)}</p>
          </CardContent>
        )}
      </Card>
      <section aria-labelledby="parts-title" className="space-y-3">
        <h2 id="parts-title" className="text-lg font-semibold">
          {m.partsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.partsIntro(preview.total, preview.chapterCount)}</p>
        <ChapterList preview={preview} targets={targets} onChoose={choose} onAcceptChapter={acceptChapter} />
      </section>
      <PreviewPlaces
        preview={preview}
        chosen={chosen}
        countOf={(name) => preview.outline.filter((o) => targets[o.id] === name).length}
        documents={documents}
        modes={modes}
        onMode={(name, mode) => setModes((now) => ({ ...now, [name]: mode }))}
        category={category}
        onCategory={setCategory}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          aria-disabled={busy || nothing}
          aria-busy={busy}
          aria-describedby={nothing ? "import-why" : undefined}
        >
          {m.importButton}
        </Button>
        <Button type="button" variant="ghost" onClick={onStartOver} aria-disabled={busy}>
          {m.startOver}
        </Button>
      </div>
      {nothing && (
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
