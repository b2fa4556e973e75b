/**
 * The calendar inside the date picker's dialog. Its own chunk (react-day-picker, the Dutch locale,
 * date-fns): pages with date fields load it when a picker first opens, not on their first paint.
 */
import * as React from "react";
import { DayPicker } from "react-day-picker";
import { nl } from "react-day-picker/locale";
import { format } from "date-fns/format";
import "react-day-picker/style.css";

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

export default function DateCalendar({ date, onPick }: { date: Date | undefined; onPick(iso: string): void }) {
  const root = React.useRef<HTMLDivElement>(null);
  // Not the dialog's first button ('vorige maand') but the chosen day, or today, so the arrow keys
  // move through the days and Enter picks one.
  React.useEffect(() => {
    if (root.current) focusDayWhenShown(root.current);
  }, []);
  return (
    <div ref={root}>
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
        onSelect={(d: Date) => onPick(format(d, "yyyy-MM-dd"))}
      />
    </div>
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
