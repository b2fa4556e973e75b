import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const calendarQuery = queryOptions({
  queryKey: queryKeys.planning.calendar,
  queryFn: () => json(client.planning.calendar.$get()),
});

export const useCalendar = () => useQuery(calendarQuery);

/** 'Afgerond' on one occurrence; the overview, calendar and review dates change with it. */
export function useCompleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; due: string }) => json(client.planning.completions.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
