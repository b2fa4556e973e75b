import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

const feedKey = queryKeys.planning.feed;

export const useFeed = () => useQuery({ queryKey: feedKey, queryFn: () => json(client.planning.feed.$get()) });

export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(client.planning.feed.renew.$post()),
    onSuccess: (data) => queryClient.setQueryData(feedKey, data),
  });
}
