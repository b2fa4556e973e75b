/**
 * The search dialog (loaded only when opened): a combobox whose listbox holds the results grouped
 * by kind. Focus stays in the field; the arrow keys move the active option (aria-activedescendant),
 * Enter opens it, Escape closes the dialog. A status line tells a screen reader how many results
 * there are. Matching words are <mark>ed from the answer's parts, as text, never as HTML.
 */
import * as React from "react";
import { useNavigate } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { SearchHit, SearchPart } from "../model";
import { searchLimits } from "../model";
import { useSearch } from "./api";
import { messages as t } from "./messages";

/** Waits for a pause in typing before asking the server. */
function useSettled(value: string, ms = 150): string {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Marked({ parts }: { parts: SearchPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded-sm bg-primary/15 px-0.5 font-semibold text-foreground">
            {p.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{p.text}</React.Fragment>
        ),
      )}
    </>
  );
}

const optionId = (i: number) => `zoekresultaat-${i}`;

export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const navigate = useNavigate();
  const [text, setText] = React.useState("");
  const [active, setActive] = React.useState(0);
  const q = useSettled(text.trim()).slice(0, searchLimits.queryMax);
  const search = useSearch(q);
  const groups = text.trim() && q ? (search.data?.groups ?? []) : [];
  const hits = groups.flatMap((g) => g.hits);
  const more = groups.some((g) => g.more);
  const listRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => setActive(0), [search.data]);
  React.useEffect(() => {
    listRef.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const openHit = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onOpenChange(false);
    void navigate({ to: hit.href });
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (hits.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (e.key === "Home" && e.ctrlKey) {
      setActive(0);
    } else if (e.key === "End" && e.ctrlKey) {
      setActive(Math.max(0, hits.length - 1));
    } else if (e.key === "Enter") {
      e.preventDefault();
      openHit(hits[active]);
    }
  };

  const status = !text.trim()
    ? t.typeToSearch
    : search.isError
      ? t.failed
      : search.isFetching || q !== text.trim()
        ? t.searching
        : hits.length === 0
          ? t.none(text.trim())
          : t.count(hits.length, more);

  // Each group's first option's number: options are numbered across the groups.
  const firsts = groups.map((_, g) => groups.slice(0, g).reduce((n, other) => n + other.hits.length, 0));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t.title}
        description={t.description}
        className="top-[10vh] max-w-2xl -translate-y-0 gap-3 p-4 sm:top-[12vh]"
      >
        <div className="flex items-center gap-2 rounded-md border bg-background px-3 focus-within:ring-2 focus-within:ring-ring">
          <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <input
            type="text"
            role="combobox"
            aria-label={t.inputLabel}
            aria-expanded={hits.length > 0}
            aria-controls="zoekresultaten"
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={searchLimits.queryMax}
            placeholder={t.placeholder}
            className="h-11 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {/* The status line below says 'Zoeken…' to a screen reader. */}
          {search.isFetching && (
            <span aria-hidden>
              <Spinner />
            </span>
          )}
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        <div
          id="zoekresultaten"
          ref={listRef}
          role="listbox"
          aria-label={t.results}
          className="max-h-[60vh] space-y-2 overflow-y-auto empty:hidden"
        >
          {groups.map((group, g) => (
            <ul key={group.kind} role="group" aria-labelledby={`zoekgroep-${group.kind}`}>
              <li
                id={`zoekgroep-${group.kind}`}
                role="presentation"
                className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
              >
                {t.groups[group.kind]}
              </li>
              {group.hits.map((hit, h) => {
                const i = firsts[g]! + h;
                return (
                  <li
                    key={`${hit.href}-${i}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={cn(
                      "cursor-pointer rounded-md px-2 py-1.5 text-sm",
                      i === active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                    )}
                    onMouseMove={() => setActive(i)}
                    onClick={() => openHit(hit)}
                  >
                    <div className="truncate font-medium">
                      <Marked parts={hit.title} />
                    </div>
                    {hit.snippet.length > 0 && (
                      <div className="line-clamp-2 text-muted-foreground">
                        <Marked parts={hit.snippet} />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
        {more && <p className="text-xs text-muted-foreground">{t.moreInGroup}</p>}
      </DialogContent>
    </Dialog>
  );
}
