/** The activity log in the browser: pages of entries for a filter, the people to filter on, the CSV link. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export type ActivityFilterValues = { person: string; kind: string; from: string; to: string };

/** The filter's chosen values only: an empty field filters nothing. */
const queryOf = ({ person, kind, from, to }: ActivityFilterValues, before?: string) => ({
  person: person || undefined,
  kind: kind || undefined,
  from: from || undefined,
  to: to || undefined,
  before: before || undefined,
});

export const activityQuery = (filter: ActivityFilterValues) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activity.list(filter),
    queryFn: ({ pageParam }) => json(client.activity.$get({ query: queryOf(filter, pageParam) })),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const activityPeopleQuery = queryOptions({
  queryKey: queryKeys.activity.people,
  queryFn: () => json(client.activity.people.$get()).then((r) => r.people),
});

/** The CSV of everything the filter matches (a plain download: the browser streams it to disk). */
export const activityCsvUrl = (filter: ActivityFilterValues) =>
  client.activity["export.csv"].$path({ query: queryOf(filter) });
