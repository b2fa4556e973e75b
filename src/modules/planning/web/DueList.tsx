/** A list of due items: title (a link to where to act), kind, date and status; optional 'Afgerond'. */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { formatIsoDate } from "@/components/ui/date-picker";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { DueItem } from "@norm/due-items";
import { messages } from "./messages";

const statusClass = {
  // Opaque colours: the translucent destructive tint fell to 4.47:1 on a card in the light theme.
  verlopen: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  binnenkort: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  later: "bg-muted text-muted-foreground",
} as const;

export function DueList({
  items,
  empty,
  onDone,
  busy,
  testId,
}: {
  items: DueItem[];
  empty: string;
  onDone?: (item: DueItem) => void;
  busy?: string;
  testId?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-md border" data-testid={testId}>
      {items.map((item) => (
        <li key={`${item.id}|${item.due}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <span className="w-24 shrink-0 tabular-nums">{formatIsoDate(item.due)}</span>
          <Link to={item.link} className="min-w-[12rem] flex-1 font-medium break-words hover:underline">
            {item.title}
          </Link>
          <span className="text-xs text-muted-foreground">{item.kindTitle}</span>
          <span className={cn("rounded px-1.5 py-0.5 text-xs font-medium", statusClass[item.status])}>
            {messages.statuses[item.status]}
          </span>
          {onDone && !item.doneAtSource && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy === item.id}
              aria-label={messages.calendar.doneLabel(item.title)}
              onClick={() => onDone(item)}
            >
              {messages.calendar.done}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
