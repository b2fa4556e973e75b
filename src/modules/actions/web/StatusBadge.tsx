/** An action's status, and 'Verlopen' in words and with an icon (not only by colour). */
import { AlertTriangle } from "lucide-react";
import { cn } from "@/lib/utils";
import { actionStatuses, type ActionDto } from "../model";
import { messages } from "./messages";

const statusClass = {
  open: "bg-muted text-foreground",
  "in-progress": "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  done: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  cancelled: "bg-muted text-muted-foreground line-through",
} as const;

export function StatusBadge({ action }: { action: Pick<ActionDto, "status" | "overdue"> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={cn("rounded px-1.5 py-0.5 text-xs font-medium", statusClass[action.status])}>
        {actionStatuses[action.status]}
      </span>
      {action.overdue && (
        <span
          className="inline-flex items-center gap-1 rounded border border-red-300 bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="action-overdue"
        >
          <AlertTriangle aria-hidden className="size-3" /> {messages.overdue}
        </span>
      )}
    </span>
  );
}
