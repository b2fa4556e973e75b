/**
 * Instellingen > Activiteit (Eigenaar only): the organisation's activity log, newest first, with
 * filters on person, kind and period, 'Meer laden', and 'Exporteren als CSV' of what the filter
 * shows. The log cannot be changed from here or anywhere else.
 */
import * as React from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { DateField } from "@/components/ui/date-picker";
import { Label, Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";

import { useCan } from "@/lib/session";
import { formatDateTimeNl } from "@core/shared/format-date";
import { activityKindList, type ActivityEntryDto } from "../model";
import { activityKinds, activityText } from "../messages";
import { activityCsvUrl, activityPeopleQuery, activityQuery, type ActivityFilterValues } from "./api";
import { messages as t } from "./messages";
import { LoadError } from "@/components/ui/load-error";

const empty: ActivityFilterValues = { person: "", kind: "", from: "", to: "" };

const columns: RecordColumn<ActivityEntryDto>[] = [
  { title: t.columns.at, cell: (e) => formatDateTimeNl(e.at), className: "whitespace-nowrap" },
  { title: t.columns.actor, cell: (e) => e.actor, className: "break-words" },
  { title: t.columns.kind, cell: (e) => activityKinds[e.kind] ?? e.kind },
  {
    title: t.columns.subject,
    cell: (e) => [e.subject, e.detail].filter(Boolean).join(" · "),
    className: "break-words",
  },
  { title: t.columns.address, cell: (e) => e.address, className: "whitespace-nowrap" },
];

export function ActivityPage() {
  const allowed = useCan("activity.read");
  if (!allowed) {
    return (
      <>
        <PageHeader title={activityText.title} />
        <Alert variant="warning">{t.refused}</Alert>
      </>
    );
  }
  return <ActivityLog />;
}

function ActivityLog() {
  const [filter, setFilter] = React.useState<ActivityFilterValues>(empty);
  const people = useQuery(activityPeopleQuery);
  const log = useInfiniteQuery(activityQuery(filter));
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const retentionDays = log.data?.pages[0]?.retentionDays;
  const set = (patch: Partial<ActivityFilterValues>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <>
      <PageHeader
        title={activityText.title}
        description={`${t.description}${retentionDays ? ` ${t.retention(retentionDays)}` : ""}`}
      >
        <Button asChild variant="outline">
          <a href={activityCsvUrl(filter)} download>
            <Download aria-hidden /> {t.csv}
          </a>
        </Button>
      </PageHeader>

      <fieldset className="mb-6 grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-sm font-medium">{t.filters}</legend>
        <div className="space-y-1">
          <Label htmlFor="activity-person">{t.person}</Label>
          <Select
            id="activity-person"
            className="w-full"
            value={filter.person}
            onChange={(e) => set({ person: e.target.value })}
          >
            <option value="">{t.everyone}</option>
            {people.data?.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="activity-kind">{t.kind}</Label>
          <Select
            id="activity-kind"
            className="w-full"
            value={filter.kind}
            onChange={(e) => set({ kind: e.target.value })}
          >
            <option value="">{t.allKinds}</option>
            {activityKindList.map((k) => (
              <option key={k} value={k}>
                {activityKinds[k]}
              </option>
            ))}
          </Select>
        </div>
        <DateField label={t.from} value={filter.from} onChange={(from) => set({ from })} />
        <DateField label={t.to} value={filter.to} onChange={(to) => set({ to })} />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="button" variant="ghost" size="sm" onClick={() => setFilter(empty)}>
            {t.clear}
          </Button>
        </div>
      </fieldset>

      {log.isPending ? (
        <Spinner label={t.loading} />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={log.refetch} />
      ) : entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t.none}</p>
      ) : (
        <div className="space-y-3">
          <p role="status" className="text-sm text-muted-foreground">
            {t.count(entries.length, Boolean(log.hasNextPage))}
          </p>
          <RecordTable label={t.table} rowTestId="activity-entry" columns={columns} rows={entries} alignTop />
          <LoadMore pages={log} label={t.more} loading={t.loading} />
        </div>
      )}
    </>
  );
}
