import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { CalendarDto } from "../../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

export const calendarQuery = queryOptions({
  queryKey: queryKeys.planning.calendar,
  queryFn: () => api<CalendarDto>("GET", "/api/planning/calendar"),
});

export const useCalendar = () => useQuery(calendarQuery);

/** 'Afgerond' on one occurrence; the overview, calendar and review dates change with it. */
export function useCompleteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemId: string; due: string }) => api<unknown>("POST", "/api/planning/completions", input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.planning.all }),
  });
}
