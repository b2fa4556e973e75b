/**
 * How far a file sent with lib/send-file.ts has gone up: a bar and the percentage, shown while it
 * is on its way (nothing before the first progress event or once all bytes are sent).
 */
export function SendProgress({ percent, label }: { percent: number | undefined; label: string }) {
  if (percent === undefined || percent >= 100) return null;
  return (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      <progress className="h-2 w-48" max={100} value={percent} aria-label={label} />
      {percent}%
    </span>
  );
}
