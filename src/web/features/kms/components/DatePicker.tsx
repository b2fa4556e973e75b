/** A date you pick, never type (spec §5): shown as dd-MM-yyyy, Dutch, weeks from Sunday (§9). */
import * as React from "react";
import { DayPicker } from "react-day-picker";
import { nl } from "react-day-picker/locale";
import { format, parseISO } from "date-fns";
import { CalendarDays } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Button } from "@/components/ui/button";
import "react-day-picker/style.css";

/** yyyy-MM-dd as dd-MM-yyyy ('' stays ''). */
export const formatIsoDate = (iso: string) => (iso ? format(parseISO(iso), "dd-MM-yyyy") : "");

export function DatePicker({ value, onChange, label }: { value: string; onChange(iso: string): void; label: string }) {
  const [open, setOpen] = React.useState(false);
  const date = value ? parseISO(value) : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="w-full justify-start font-normal" aria-label={`${label}: ${date ? format(date, "dd-MM-yyyy") : "Selecteer datum"}`}>
          <CalendarDays aria-hidden />
          {date ? format(date, "dd-MM-yyyy") : <span className="text-muted-foreground">Selecteer datum</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-2">
        <DayPicker
          mode="single"
          locale={nl}
          weekStartsOn={0}
          selected={date}
          defaultMonth={date}
          captionLayout="dropdown"
          startMonth={new Date(2000, 0)}
          endMonth={new Date(new Date().getFullYear() + 10, 11)}
          onSelect={(d) => {
            onChange(d ? format(d, "yyyy-MM-dd") : "");
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
