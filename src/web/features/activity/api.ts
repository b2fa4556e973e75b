/** The activity log in the browser: pages of entries for a filter, the people to filter on, the CSV link. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ActivityPageDto, ActivityPersonDto } from "../../../shared/activity";
import { queryKeys } from "@/lib/query-keys";

export type ActivityFilterValues = { person: string; kind: string; from: string; to: string };

const queryString = (filter: ActivityFilterValues, before?: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (before) params.set("before", before);
  const text = params.toString();
  return text ? `?${text}` : "";
};

export const activityQuery = (filter: ActivityFilterValues) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activity.list(filter),
    queryFn: ({ pageParam }) => api<ActivityPageDto>("GET", `/api/activity${queryString(filter, pageParam)}`),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const activityPeopleQuery = queryOptions({
  queryKey: queryKeys.activity.people,
  queryFn: () => api<{ people: ActivityPersonDto[] }>("GET", "/api/activity/people").then((r) => r.people),
});

/** The CSV of everything the filter matches (a plain download: the browser streams it to disk). */
export const activityCsvUrl = (filter: ActivityFilterValues) => `/api/activity/export.csv${queryString(filter)}`;
