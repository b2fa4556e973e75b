/**
 * A date you pick, never type: stored as yyyy-MM-dd, shown as dd-MM-yyyy, Dutch, weeks
 * from Sunday. In the app's own colours (light and dark), with a name for the calendar dialog.
 * Older free-text values that are not a date stay visible until the user picks a date.
 */
import * as React from "react";
import { formatIsoDate, parseIsoDate } from "@core/shared/dates";
import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useOpenedOnce } from "@/lib/opened-once";
import { uiMessages } from "@/components/ui/messages";

export { formatIsoDate, parseIsoDate } from "@core/shared/dates";

/** The dialog (Radix popover, floating-ui) and its calendar: fetched ahead as pointer or focus arrives. */
const loadPopover = () => import("./date-popover").then((m) => (void m.loadCalendar(), m));
const DatePopover = React.lazy(loadPopover);

type Props = { value: string; onChange(iso: string): void; label: string; className?: string };

/** Until it first opens, the same button without the dialog's code; as the popover's trigger, Radix adds its ARIA. */
const closed = { "aria-haspopup": "dialog", "aria-expanded": false } as const;

export function DatePicker({ value, onChange, label, className }: Props) {
  const [open, setOpen] = React.useState(false);
  const wanted = useOpenedOnce(open);
  const date = parseIsoDate(value);
  const freeText = value && !date ? value : undefined;
  const shown = date ? formatIsoDate(value) : freeText;
  const name = `${label}: ${date ? shown : freeText ? uiMessages.notADate(freeText) : uiMessages.pickDate}`;
  const trigger = (extra?: typeof closed) => (
    <Button
      variant="outline"
      className={cn(
        "h-auto min-h-9 w-full justify-start border-border/70 px-3 py-2 text-left font-normal shadow-none",
        // A date or the placeholder stays on one line, so the row keeps the height of the text fields.
        freeText ? "whitespace-normal" : "whitespace-nowrap",
        className,
      )}
      aria-label={name}
      {...extra}
      onClick={extra && (() => setOpen(true))}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
    >
      <CalendarDays aria-hidden />
      {shown ?? <span className="text-muted-foreground">{uiMessages.pickDate}</span>}
    </Button>
  );
  if (!wanted) return trigger(closed);
  return (
    <React.Suspense fallback={trigger(closed)}>
      <DatePopover
        open={open}
        onOpenChange={setOpen}
        trigger={trigger()}
        label={label}
        date={date}
        value={value}
        onChange={onChange}
      />
    </React.Suspense>
  );
}

/**
 * A date picker under a visible caption, as in a filter row. The caption is hidden from screen
 * readers: the picker's button already says its label and the date.
 */
export function DateField(props: Props) {
  return (
    <div className="space-y-1">
      <span className="block text-sm font-medium" aria-hidden>
        {props.label}
      </span>
      <DatePicker {...props} />
    </div>
  );
}
