/**
 * A date you pick, never type: stored as yyyy-MM-dd, shown as dd-MM-yyyy, Dutch, weeks
 * from Sunday. In the app's own colours (light and dark), with a name for the calendar dialog.
 * Older free-text values that are not a date stay visible until the user picks a date.
 */
import * as React from "react";
import { formatIsoDate, parseIsoDate } from "../../../shared/dates";
import { CalendarDays, X } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { uiMessages } from "@/components/ui/messages";

export { formatIsoDate, parseIsoDate } from "../../../shared/dates";

const loadCalendar = () => import("./date-calendar");
const DateCalendar = React.lazy(loadCalendar);

type Props = { value: string; onChange(iso: string): void; label: string; className?: string };

export function DatePicker({ value, onChange, label, className }: Props) {
  const [open, setOpen] = React.useState(false);
  const date = parseIsoDate(value);
  const freeText = value && !date ? value : undefined;
  const shown = date ? formatIsoDate(value) : freeText;
  const name = `${label}: ${date ? shown : freeText ? uiMessages.notADate(freeText) : uiMessages.pickDate}`;
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
          // Fetch the calendar as the pointer or focus arrives, so it is there when the dialog opens.
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <CalendarDays aria-hidden />
          {shown ?? <span className="text-muted-foreground">{uiMessages.pickDate}</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-2"
        aria-label={uiMessages.calendar(label)}
        // The calendar focuses its day itself once it is there (it may still be on its way).
        onOpenAutoFocus={(e) => e.preventDefault()}
      >
        <React.Suspense
          fallback={
            // About the calendar's size, so the dialog does not jump when it arrives.
            <div className="flex h-72 w-64 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <DateCalendar
            date={date}
            onPick={(iso) => {
              onChange(iso);
              setOpen(false);
            }}
          />
        </React.Suspense>
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
              <X aria-hidden /> {uiMessages.clearDate}
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
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
