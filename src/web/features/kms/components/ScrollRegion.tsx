/**
 * A wide table on a small screen: the box scrolls sideways (the page itself does not), can be
 * reached and scrolled with the keyboard, has a name, and shows that there is more to the right
 * or left: a shadow at the edge and a short hint.
 */
import * as React from "react";
import { cn } from "@/lib/utils";

export function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const hintId = React.useId();
  const [edges, setEdges] = React.useState({ left: false, right: false });

  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth;
      setEdges({ left: el.scrollLeft > 1, right: el.scrollLeft < max - 1 });
    };
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  const scrolls = edges.left || edges.right;
  return (
    <div className="space-y-1">
      {scrolls && (
        <p id={hintId} className="text-xs text-muted-foreground" data-testid="scroll-hint">
          Deze tabel is breder dan het scherm. Schuif de tabel opzij om alle kolommen te zien.
        </p>
      )}
      <div className="relative min-w-0 rounded-md border">
        <div
          ref={ref}
          role="region"
          aria-label={`Tabel: ${label}`}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
          className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {children}
        </div>
        <div
          aria-hidden
          className={cn(
            "pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-md bg-gradient-to-r from-foreground/15 to-transparent transition-opacity",
            edges.left ? "opacity-100" : "opacity-0",
          )}
        />
        <div
          aria-hidden
          data-testid="scroll-shadow-right"
          className={cn(
            "pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-md bg-gradient-to-l from-foreground/15 to-transparent transition-opacity",
            edges.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
