import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { ReminderPreferenceDto } from "../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

const key = queryKeys.planning.reminders;

export const useReminderPreference = () =>
  useQuery({ queryKey: key, queryFn: () => api<ReminderPreferenceDto>("GET", "/api/planning/reminders") });

export function useSetReminderPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderPreferenceDto) => api<ReminderPreferenceDto>("PUT", "/api/planning/reminders", input),
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
