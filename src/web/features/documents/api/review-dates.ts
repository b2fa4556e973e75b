import * as React from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ReviewDateDto, ReviewDatesDto } from "../../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

// The same query key as the planning feature's, so both see one cache entry.
const reviewDatesKey = queryKeys.planning.reviewDates;

/** The review dates of the documents; fetched again when a listed file (a new upload) has none yet. */
export function useDocumentReviewDates(fileIds: readonly string[]) {
  const query = useQuery({
    queryKey: reviewDatesKey,
    queryFn: () => api<ReviewDatesDto>("GET", "/api/planning/review-dates"),
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviewOn }: { id: string; reviewOn: string | null }) =>
      api<ReviewDateDto>("PUT", `/api/planning/review-dates/document/${encodeURIComponent(id)}`, { reviewOn }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
