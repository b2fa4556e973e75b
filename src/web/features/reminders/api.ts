import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import type { ReminderPreferenceDto } from "../../../shared/planning";
import { queryKeys } from "@/lib/query-keys";

const key = queryKeys.planning.reminders;

export const useReminderPreference = () =>
  useQuery({ queryKey: key, queryFn: () => json(client.planning.reminders.$get()) });

export function useSetReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderPreferenceDto) => json(client.planning.reminders.$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
