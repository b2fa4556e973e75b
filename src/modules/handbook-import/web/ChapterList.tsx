/**
 * The preview's parts grouped under their chapters, a page of chapters at a time. Each chapter is a
 * disclosure (a button in its heading, aria-expanded) that says how many parts it has, how many
 * have a proposal and how many a chosen place, with 'Alle voorstellen van dit hoofdstuk
 * overnemen'. Chapters start closed for a long document, so a phone shows a short list, not a page
 * of dropdowns; a short document (whose parts all came with the upload) starts open.
 */
import * as React from "react";
import { ChevronRight } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { previewPageSize, type ImportPreviewDto, type PreviewChapter } from "../model";
import { usePreviewChapters } from "./api";
import { ChapterParts } from "./ChapterParts";
import { handbookImportMessages as m } from "./messages";

export function ChapterList({
  preview,
  targets,
  onChoose,
  onAcceptChapter,
}: {
  preview: ImportPreviewDto;
  targets: Record<string, string | null>;
  onChoose: (item: string, target: string | null) => void;
  onAcceptChapter: (chapter: number) => void;
}) {
  const whole = preview.items.length > 0;
  const [chapterPage, setChapterPage] = React.useState(preview.chapterPage);
  const [open, setOpen] = React.useState<ReadonlySet<number>>(
    () => new Set(whole || preview.chapterCount === 1 ? preview.chapters.map((c) => c.index) : []),
  );
  const shown = usePreviewChapters(preview, chapterPage);
  const list = React.useRef<HTMLUListElement>(null);
  const chapters = shown.data?.chapters ?? [];
  const pages = shown.data?.chapterPages ?? preview.chapterPages;
  const from = ((shown.data?.chapterPage ?? chapterPage) - 1) * previewPageSize;

  function toPage(next: number) {
    setChapterPage(next);
    list.current?.focus();
  }
  const toggle = (index: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className="space-y-3">
      {pages > 1 && (
        <p className="text-sm text-muted-foreground" data-testid="chapters-range">
          {m.chaptersRange(from + 1, from + chapters.length, preview.chapterCount)}
        </p>
      )}
      {shown.isError && (
        <Alert variant="destructive" role="alert">
          {errorMessage(shown.error, m.chaptersFailed)}
        </Alert>
      )}
      <ul ref={list} tabIndex={-1} className="space-y-2 outline-none" aria-busy={shown.isPlaceholderData}>
        {chapters.map((chapter) => (
          <Chapter
            key={chapter.index}
            preview={preview}
            chapter={chapter}
            open={open.has(chapter.index)}
            onToggle={() => toggle(chapter.index)}
            targets={targets}
            onChoose={onChoose}
            onAccept={() => onAcceptChapter(chapter.index)}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={m.chapterPagesLabel} className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            aria-disabled={chapterPage === 1}
            onClick={() => chapterPage > 1 && toPage(chapterPage - 1)}
          >
            {m.previousChapters}
          </Button>
          <span className="text-sm text-muted-foreground">{m.pageOf(chapterPage, pages)}</span>
          <Button
            type="button"
            variant="outline"
            aria-disabled={chapterPage === pages}
            onClick={() => chapterPage < pages && toPage(chapterPage + 1)}
          >
            {m.nextChapters}
          </Button>
        </nav>
      )}
    </div>
  );
}

function Chapter({
  preview,
  chapter,
  open,
  onToggle,
  targets,
  onChoose,
  onAccept,
}: {
  preview: ImportPreviewDto;
  chapter: PreviewChapter;
  open: boolean;
  onToggle: () => void;
  targets: Record<string, string | null>;
  onChoose: (item: string, target: string | null) => void;
  onAccept: () => void;
}) {
  const [accepted, setAccepted] = React.useState(false);
  const parts = React.useMemo(
    () => preview.outline.filter((o) => o.chapter === chapter.index),
    [preview.outline, chapter.index],
  );
  const proposed = parts.filter((o) => o.target !== null).length;
  const chosen = parts.filter((o) => (targets[o.id] ?? null) !== null).length;
  const heading = chapter.heading || m.noHeading;
  const key = `chapter-${chapter.index}`;
  // A short document's parts came with the upload: no request when its chapter opens.
  const known = React.useMemo(() => {
    if (preview.items.length === 0) return undefined;
    const ids = new Set(parts.map((o) => o.id));
    return { chapter: chapter.index, page: 1, pages: 1, items: preview.items.filter((i) => ids.has(i.id)) };
  }, [preview.items, parts, chapter.index]);

  return (
    <li>
      <section aria-labelledby={`${key}-title`} className="rounded-md border" data-testid="import-chapter">
        <h3 id={`${key}-title`} className="font-medium">
          <button
            type="button"
            className="flex w-full cursor-pointer items-start gap-2 rounded-md p-3 text-left [overflow-wrap:anywhere] hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-expanded={open}
            aria-controls={`${key}-parts`}
            aria-describedby={`${key}-counts`}
            onClick={onToggle}
          >
            <ChevronRight
              aria-hidden
              className={cn("mt-0.5 size-4 shrink-0 transition-transform", open && "rotate-90")}
            />
            <span>{heading}</span>
          </button>
        </h3>
        <div className="space-y-2 px-3 pb-3">
          <p id={`${key}-counts`} className="text-sm text-muted-foreground" data-testid="chapter-counts">
            {m.chapterCounts(parts.length, proposed, chosen)}
          </p>
          {proposed > 0 ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto min-h-8 py-1.5 text-left whitespace-normal"
              aria-describedby={`${key}-title`}
              onClick={() => {
                onAccept();
                setAccepted(true);
              }}
            >
              {m.acceptChapter}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{m.noProposals}</p>
          )}
          <p role="status" className="text-sm empty:sr-only">
            {accepted ? m.chapterAccepted : ""}
          </p>
          <div id={`${key}-parts`} hidden={!open}>
            {open && (
              <ChapterParts
                id={preview.id}
                chapter={chapter.index}
                chapterHeading={heading}
                total={parts.length}
                known={known}
                targets={targets}
                onChoose={(item, target) => {
                  setAccepted(false);
                  onChoose(item, target);
                }}
              />
            )}
          </div>
        </div>
      </section>
    </li>
  );
}
