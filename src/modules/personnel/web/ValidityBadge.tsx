/** How current a date is, in words and with an icon for what needs attention (not only by colour). */
import { AlertTriangle } from "lucide-react";
import { cn } from "@/lib/utils";
import { personnelValidity, type PersonnelValidity } from "../model";

const validityClass: Record<PersonnelValidity, string> = {
  geldig: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  "binnen-90": "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  "binnen-30": "border border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  verlopen: "border border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  "zonder-datum": "bg-muted text-foreground",
  vervangen: "bg-muted text-muted-foreground",
};

export function ValidityBadge({ validity, label }: { validity: PersonnelValidity; label?: string }) {
  const warn = validity === "verlopen" || validity === "binnen-30";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium",
        validityClass[validity],
      )}
      data-validity={validity}
    >
      {warn && <AlertTriangle aria-hidden className="size-3" />}
      {label ?? personnelValidity[validity]}
    </span>
  );
}
