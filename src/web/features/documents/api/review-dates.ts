import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

// The same query key as the planning feature's, so both see one cache entry.
const reviewDatesKey = queryKeys.planning.reviewDates;

/** The review dates of the documents; fetched again when a listed file (a new upload) has none yet. */
export function useDocumentReviewDates(fileIds: readonly string[]) {
  const query = useQuery({
    queryKey: reviewDatesKey,
    queryFn: () => json(client.planning["review-dates"].$get()),
    select: (d) => d.document,
  });
  const missing = Boolean(query.data && fileIds.some((id) => !query.data[id]));
  const { refetch } = query;
  React.useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);
  return query;
}

export function useSetDocumentReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviewOn }: { id: string; reviewOn: string | null }) =>
      json(
        client.planning["review-dates"][":kind"][":id"].$put({ param: { kind: "document", id }, json: { reviewOn } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
