/**
 * Kwaliteitskalender (/kalender): every due item by month — verlopen, deze maand, komend — filtered
 * by kind, each with a link to act and 'Afgerond'; and the private calendar feed.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Label, Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useReadOnly } from "@/lib/access";
import { useCan } from "@/lib/session";
import { monthOf, monthTitle } from "@core/shared/calendar-day";
import { dueKinds, type DueKind } from "@norm/due-rules";
import type { DueItem } from "@norm/due-items";
import { useCalendar, useCompleteItem } from "./api";
import { messages } from "./messages";
import { DueList } from "./DueList";
import { FeedCard } from "./FeedCard";
import { uiMessages } from "@/components/ui/messages";

type Group = { key: string; title: string; items: DueItem[] };

function groupByMonth(items: DueItem[], today: string): Group[] {
  const m = messages.calendar;
  const groups: Group[] = [
    { key: "past", title: m.past, items: items.filter((i) => i.due < today) },
    {
      key: "this-month",
      title: m.thisMonth,
      items: items.filter((i) => i.due >= today && monthOf(i.due) === monthOf(today)),
    },
  ];
  const coming = items.filter((i) => monthOf(i.due) > monthOf(today));
  for (const month of [...new Set(coming.map((i) => monthOf(i.due)))].sort()) {
    const title = monthTitle(month);
    groups.push({
      key: month,
      title: `${m.coming}: ${title}`,
      items: coming.filter((i) => monthOf(i.due) === month),
    });
  }
  return groups;
}

export function CalendarPage() {
  const m = messages.calendar;
  const { data, error } = useCalendar();
  const complete = useCompleteItem();
  const readOnly = useReadOnly();
  const mayEdit = useCan("planning.edit") && !readOnly;
  const [kind, setKind] = React.useState<DueKind | "">("");
  const { result, announce } = useResult();
  const headings = React.useRef(new Map<string, HTMLHeadingElement>());

  const items = React.useMemo(() => (data?.items ?? []).filter((i) => !kind || i.kind === kind), [data, kind]);
  const groups = data ? groupByMonth(items, data.today) : [];

  async function done(item: DueItem, groupKey: string) {
    try {
      await complete.mutateAsync({ itemId: item.id, due: item.due });
      announce(m.doneAnnounced(item.title));
      // The button is gone with its item: the keyboard continues at the heading of its month.
      headings.current.get(groupKey)?.focus();
    } catch (e) {
      announce(errorMessage(e), true);
    }
  }

  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <ResultRegion result={result} testId="calendar-result" />
      {error ? (
        <Alert variant="destructive">{m.loadFailed}</Alert>
      ) : !data ? (
        <Spinner label={uiMessages.loading} />
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor="kalender-soort">{m.filter}</Label>
            <Select id="kalender-soort" value={kind} onChange={(e) => setKind(e.target.value as DueKind | "")}>
              <option value="">{m.allKinds}</option>
              {Object.entries(dueKinds).map(([key, title]) => (
                <option key={key} value={key}>
                  {title}
                </option>
              ))}
            </Select>
          </div>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`groep-${group.key}`} data-testid={`calendar-${group.key}`}>
              <h2
                id={`groep-${group.key}`}
                tabIndex={-1}
                ref={(el) => {
                  if (el) headings.current.set(group.key, el);
                }}
                className="mb-2 text-lg font-semibold outline-none first-letter:uppercase"
              >
                {group.title}
              </h2>
              <DueList
                items={group.items}
                empty={m.empty}
                busy={complete.isPending ? complete.variables?.itemId : undefined}
                onDone={mayEdit ? (item) => void done(item, group.key) : undefined}
              />
            </section>
          ))}
          <FeedCard announce={announce} />
        </div>
      )}
    </>
  );
}
