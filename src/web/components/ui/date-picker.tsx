/**
 * A date you pick, never type: stored as yyyy-MM-dd, shown as dd-MM-yyyy, Dutch, weeks
 * from Sunday. In the app's own colours (light and dark), with a name for the calendar dialog.
 * Older free-text values that are not a date stay visible until the user picks a date.
 */
import * as React from "react";
import { DayPicker } from "react-day-picker";
import { nl } from "react-day-picker/locale";
import { format } from "date-fns";
import { parseIsoDate } from "../../../shared/dates";
import { CalendarDays, X } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import "react-day-picker/style.css";

export { formatIsoDate, parseIsoDate } from "../../../shared/dates";

/** The library's colours are a pure blue; these follow the theme (styles.css) in light and dark. */
const themeColours = {
  "--rdp-accent-color": "var(--primary)",
  "--rdp-accent-background-color": "var(--accent)",
  "--rdp-today-color": "var(--primary)",
  "--rdp-day-height": "2.5rem",
  "--rdp-day-width": "2.5rem",
  "--rdp-day_button-height": "2.375rem",
  "--rdp-day_button-width": "2.375rem",
} as React.CSSProperties;

type Props = { value: string; onChange(iso: string): void; label: string; className?: string };

export function DatePicker({ value, onChange, label, className }: Props) {
  const [open, setOpen] = React.useState(false);
  const date = parseIsoDate(value);
  const freeText = value && !date ? value : undefined;
  const shown = date ? format(date, "dd-MM-yyyy") : freeText;
  const name = `${label}: ${date ? shown : freeText ? `${freeText} (kies een datum)` : "Selecteer datum"}`;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className={cn(
            "h-auto min-h-9 w-full justify-start border-border/70 px-3 py-2 text-left font-normal shadow-none",
            // A date or the placeholder stays on one line, so the row keeps the height of the text fields.
            freeText ? "whitespace-normal" : "whitespace-nowrap",
            className,
          )}
          aria-label={name}
        >
          <CalendarDays aria-hidden />
          {shown ?? <span className="text-muted-foreground">Selecteer datum</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-2"
        aria-label={`Kalender: ${label}`}
        // Not the popover's first button ('vorige maand') but the chosen day, or today, so the arrow
        // keys move through the days and Enter picks one.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          focusDayWhenShown(e.currentTarget as HTMLElement);
        }}
      >
        <DayPicker
          mode="single"
          // Required: choosing the day that is already chosen (click or Enter) keeps it instead of clearing it.
          required
          locale={nl}
          weekStartsOn={0}
          selected={date}
          defaultMonth={date}
          captionLayout="dropdown"
          startMonth={new Date(2000, 0)}
          endMonth={new Date(new Date().getFullYear() + 10, 11)}
          style={themeColours}
          classNames={{ today: "rdp-today font-bold" }}
          onSelect={(d: Date) => {
            onChange(format(d, "yyyy-MM-dd"));
            setOpen(false);
          }}
        />
        {value && (
          <div className="flex justify-end border-t pt-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange("");
                setOpen(false);
              }}
            >
              <X aria-hidden /> Datum wissen
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}

/**
 * Focuses the day the picker offers to the keyboard (the chosen day, else today: the one with
 * tabindex 0) once the popover is placed and visible, which takes a frame or two.
 */
function focusDayWhenShown(content: HTMLElement, framesLeft = 10) {
  requestAnimationFrame(() => {
    const day = content.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]');
    day?.focus();
    if ((!day || document.activeElement !== day) && framesLeft > 0) focusDayWhenShown(content, framesLeft - 1);
  });
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
