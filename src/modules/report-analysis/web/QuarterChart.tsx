/**
 * The counts of one quarter beside the quarter before, as horizontal bars: plain HTML and CSS, no
 * chart library (the page stays light). The table under it holds the same numbers for a screen
 * reader, so the bars are hidden from it.
 */
import type { CountLine } from "../model";

export function QuarterChart({ lines, legend }: { lines: CountLine[]; legend: { now: string; before: string } }) {
  const max = Math.max(1, ...lines.flatMap((l) => [l.count, l.previous]));
  const width = (n: number) => `${(n / max) * 100}%`;
  return (
    <div aria-hidden="true" className="space-y-3" data-testid="analysis-chart">
      <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary" /> {legend.now}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-muted-foreground/40" /> {legend.before}
        </span>
      </div>
      <ul className="space-y-2">
        {lines.map((l) => (
          <li key={l.label} className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] items-center gap-2 text-sm">
            <span className="truncate" title={l.label}>
              {l.label}
            </span>
            <span className="min-w-0 space-y-0.5">
              <span className="flex items-center gap-2">
                <span
                  className="h-3 rounded-sm bg-primary"
                  style={{ width: width(l.count), minWidth: l.count ? "0.25rem" : 0 }}
                  data-count={l.count}
                />
                <span className="text-xs tabular-nums">{l.count}</span>
              </span>
              <span className="flex items-center gap-2">
                <span
                  className="h-2 rounded-sm bg-muted-foreground/40"
                  style={{ width: width(l.previous), minWidth: l.previous ? "0.25rem" : 0 }}
                />
                <span className="text-xs tabular-nums text-muted-foreground">{l.previous}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
