/** The activity log in the browser: pages of entries for a filter, the people to filter on, the CSV link. */
import { infiniteQueryOptions } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiKey, apiQuery } from "@core/web/api-query";

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
    queryKey: apiKey(client.activity, { query: queryOf(filter) }, "pages"),
    queryFn: ({ pageParam }) => json(client.activity.$get({ query: queryOf(filter, pageParam) })),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const activityPeopleQuery = apiQuery(client.activity.people, undefined, { select: (r) => r.people });

/** The CSV of everything the filter matches (a plain download: the browser streams it to disk). */
export const activityCsvUrl = (filter: ActivityFilterValues) =>
  client.activity["export.csv"].$path({ query: queryOf(filter) });
