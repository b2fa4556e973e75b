import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { CalendarFeedDto } from "../../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

const feedKey = queryKeys.planning.feed;

export const useFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => api<CalendarFeedDto>("GET", "/api/planning/feed") });

export function useRenewFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedDto>("POST", "/api/planning/feed/renew"),
    onSuccess: (data) => client.setQueryData(feedKey, data),
  });
}
