/**
 * The parts of one opened chapter of the preview, a page at a time: per part its heading, its
 * opening lines (a table in short, never a row of cells between '|') and one select with every
 * place that can hold it, 'Bewaren als document' and 'Niet importeren'.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label, Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import {
  documentPlace,
  placesFor,
  previewPageSize,
  type ImportChapterPartsDto,
  type ImportPreviewItem,
} from "../model";
import { useChapterParts } from "./api";
import { handbookImportMessages as m } from "./messages";

const headingOf = (item: ImportPreviewItem) => item.heading || m.noHeading;

export function ChapterParts({
  id,
  chapter,
  chapterHeading,
  total,
  known,
  targets,
  onChoose,
}: {
  id: string;
  chapter: number;
  chapterHeading: string;
  /** The chapter's parts in all. */
  total: number;
  known?: ImportChapterPartsDto;
  targets: Record<string, string | null>;
  onChoose: (item: string, target: string | null) => void;
}) {
  const [page, setPage] = React.useState(1);
  const parts = useChapterParts(id, chapter, page, known);
  const list = React.useRef<HTMLOListElement>(null);
  if (parts.isError) {
    return (
      <Alert variant="destructive" role="alert">
        {errorMessage(parts.error, m.pageFailed)}
      </Alert>
    );
  }
  if (!parts.data) return <Spinner label={m.loadingParts} />;
  const { items, pages } = parts.data;
  const from = (parts.data.page - 1) * previewPageSize;

  function toPage(next: number) {
    setPage(next);
    // The next parts start at the top of the list; the keyboard goes there too.
    list.current?.focus();
  }

  return (
    <div className="space-y-2">
      {pages > 1 && (
        <p className="text-sm text-muted-foreground" data-testid="parts-range">
          {m.partsRange(from + 1, from + items.length, total)}
        </p>
      )}
      <ol
        ref={list}
        tabIndex={-1}
        start={from + 1}
        className="space-y-2 outline-none"
        aria-busy={parts.isPlaceholderData}
      >
        {items.map((item) => (
          <PartRow key={item.id} item={item} target={targets[item.id] ?? null} onChoose={onChoose} />
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label={m.pagesLabel(chapterHeading)} className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={page === 1}
            onClick={() => page > 1 && toPage(page - 1)}
          >
            {m.previousParts}
          </Button>
          <span className="text-sm text-muted-foreground">{m.pageOf(parts.data.page, pages)}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={page === pages}
            onClick={() => page < pages && toPage(page + 1)}
          >
            {m.nextParts}
          </Button>
        </nav>
      )}
    </div>
  );
}

/** One part, compact: two lines of its text at most, so a long chapter stays short on a phone. */
function PartRow({
  item,
  target,
  onChoose,
}: {
  item: ImportPreviewItem;
  target: string | null;
  onChoose: (item: string, target: string | null) => void;
}) {
  const places = placesFor(item);
  return (
    <li className="grid gap-2 rounded-md border p-2.5 md:grid-cols-2 md:gap-4" data-testid="import-part">
      <div className="min-w-0">
        <h4 className="text-sm font-medium [overflow-wrap:anywhere]">
          {item.kind === "table" ? `${m.tablePart}: ` : ""}
          {headingOf(item)}
        </h4>
        {item.opening && (
          <p
            className="mt-0.5 line-clamp-2 text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]"
            data-testid="part-opening"
          >
            {item.opening}
          </p>
        )}
        {item.openingTables.map((glimpse, i) => (
          <p key={i} className="mt-0.5 text-xs text-muted-foreground [overflow-wrap:anywhere]" data-testid="part-table">
            {m.tableGlimpse(glimpse)}
          </p>
        ))}
        {item.table && item.table.unmappedColumns.length > 0 && (
          <p className="mt-0.5 text-xs text-muted-foreground">{m.unmapped(item.table.unmappedColumns)}</p>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <Label htmlFor={`place-${item.id}`} className="text-xs">
          {m.placeLabel(headingOf(item))}
        </Label>
        <Select
          id={`place-${item.id}`}
          className="w-full"
          value={target ?? ""}
          onChange={(e) => onChoose(item.id, e.target.value || null)}
        >
          <option value="">{m.notImported}</option>
          <option value={documentPlace}>{m.keepAsDocument}</option>
          <optgroup label={m.inQualitySystem}>
            {places.map((t) => (
              <option key={t.name} value={t.name}>
                {t.kind === "table" && item.table ? `${t.label} (${m.rows(item.table.rowCount)})` : t.label}
              </option>
            ))}
          </optgroup>
        </Select>
        <p className="text-xs text-muted-foreground" data-testid="certainty">
          {m.certainty(item.proposal.certainty, item.proposal.reason)}
        </p>
      </div>
    </li>
  );
}
