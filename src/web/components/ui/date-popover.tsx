/**
 * The date picker's dialog (date-picker.tsx): a Radix popover around the lazily loaded calendar.
 * Its own chunk, so a page with date fields loads neither on its first paint.
 */
import * as React from "react";
import { X } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { uiMessages } from "@/components/ui/messages";

export const loadCalendar = () => import("./date-calendar");
const DateCalendar = React.lazy(loadCalendar);

export default function DatePopover({
  open,
  onOpenChange,
  trigger,
  label,
  date,
  value,
  onChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: React.ReactElement;
  label: string;
  date: Date | undefined;
  value: string;
  onChange(iso: string): void;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
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
              onOpenChange(false);
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
                onOpenChange(false);
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
