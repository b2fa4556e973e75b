import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import type { ReminderPreferenceDto } from "../model";
import { queryKeys } from "@/lib/query-keys";

const key = queryKeys.reminders;

export const useReminderPreference = () =>
  useQuery({ queryKey: key, queryFn: () => json(client.reminders.preferences.$get()) });

export function useSetReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderPreferenceDto) => json(client.reminders.preferences.$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
