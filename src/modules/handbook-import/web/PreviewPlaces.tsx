/**
 * 'Per plek' in the preview: per chosen place its current content and what to do with it (add
 * under it, replace it, skip), and for the parts kept as a document the category of Documenten.
 */
import * as React from "react";
import { Label, Select } from "@/components/ui/input";
import { documentCategories, type DocumentCategory } from "@norm/catalogue";
import type { ImportMode, ImportPreviewDto, ImportTarget } from "../model";
import { handbookImportMessages as m } from "./messages";

export function PreviewPlaces({
  preview,
  chosen,
  countOf,
  documents,
  modes,
  onMode,
  category,
  onCategory,
}: {
  preview: ImportPreviewDto;
  chosen: readonly ImportTarget[];
  countOf: (name: string) => number;
  /** How many parts are kept as a document. */
  documents: number;
  modes: Record<string, ImportMode>;
  onMode: (name: string, mode: ImportMode) => void;
  category: DocumentCategory;
  onCategory: (category: DocumentCategory) => void;
}) {
  return (
    <section aria-labelledby="places-title" className="space-y-3">
      <h2 id="places-title" className="text-lg font-semibold">
        {m.placesTitle}
      </h2>
      <p className="text-sm text-muted-foreground">
        {chosen.length === 0 && documents === 0 ? m.placesEmpty : m.placesIntro}
      </p>
      <ul className="space-y-3">
        {chosen.map((t) => {
          const current = preview.current[t.name];
          const mode = modes[t.name] ?? "append";
          return (
            <li key={t.name} className="rounded-md border p-3" data-testid="import-place">
              <fieldset className="space-y-2">
                <legend className="font-medium">
                  {t.label}{" "}
                  <span className="text-sm font-normal text-muted-foreground">({m.parts(countOf(t.name))})</span>
                </legend>
                {!current ? (
                  <p className="text-sm text-muted-foreground">{m.currentEmpty}</p>
                ) : "rows" in current ? (
                  <p className="text-sm">{m.currentRows(current.rows)}</p>
                ) : (
                  <div className="text-sm">
                    <span className="text-muted-foreground">{m.currentText}</span>
                    <CurrentText label={t.label} text={current.text} />
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
                        onChange={() => onMode(t.name, value)}
                      />
                      {m.modes[value]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
        {documents > 0 && (
          <li className="rounded-md border p-3" data-testid="import-documents">
            <fieldset className="space-y-2">
              <legend className="font-medium">{m.documentsLegend(documents)}</legend>
              <p className="text-sm text-muted-foreground">{m.documentsIntro}</p>
              <div className="space-y-1">
                <Label htmlFor="import-document-category">{m.categoryLabel}</Label>
                <Select
                  id="import-document-category"
                  className="w-full sm:w-64"
                  value={category}
                  onChange={(e) => onCategory(e.target.value as DocumentCategory)}
                >
                  {documentCategories.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.title}
                    </option>
                  ))}
                </Select>
              </div>
            </fieldset>
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * A place's current text in a box of at most eight lines. When it scrolls, the box can be reached
 * and scrolled with the keyboard, and a screen reader names it.
 */
function CurrentText({ label, text }: { label: string; text: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setScrolls(el.scrollHeight > el.clientHeight + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="mt-1 max-h-32 overflow-auto rounded bg-muted p-2 whitespace-pre-line [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="current-text"
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": m.currentRegion(label) } : {})}
    >
      {text}
    </div>
  );
}
