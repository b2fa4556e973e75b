/**
 * A wrapper for tables that may be wider than a phone screen. When the table does not fit, it says
 * so (a short hint and a shadow on the side with more to see), and the region can be focused and
 * scrolled with the arrow keys, with a name a screen reader announces.
 */
import * as React from "react";
import { cn } from "@/lib/utils";
import { uiMessages } from "@/components/ui/messages";

export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const hintId = React.useId();
  const [edges, setEdges] = React.useState({ left: false, right: false });

  React.useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    // No measuring here: the observer's first report comes after the browser's own layout, while a
    // measure now would force a layout of the page in the middle of its first render.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, []);

  const scrolls = edges.left || edges.right;
  return (
    <div className="space-y-1">
      {scrolls && (
        <p id={hintId} className="text-xs text-muted-foreground" data-testid="table-scroll-hint">
          {uiMessages.tableScrollHint}
        </p>
      )}
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          // Focusable only when there is something to scroll, so keyboard users can reach the rest.
          tabIndex={scrolls ? 0 : undefined}
          data-scrollable={scrolls ? "true" : undefined}
          // relative: absolutely placed content inside (sr-only texts) is clipped here too, not widening the page.
          className={cn(
            "relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring",
            className,
          )}
        >
          {children}
        </div>
        <div
          aria-hidden
          className={cn(
            "pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-lg bg-gradient-to-r from-foreground/15 to-transparent transition-opacity",
            edges.left ? "opacity-100" : "opacity-0",
          )}
        />
        <div
          aria-hidden
          data-testid="table-scroll-shadow-right"
          className={cn(
            "pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-lg bg-gradient-to-l from-foreground/15 to-transparent transition-opacity",
            edges.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
