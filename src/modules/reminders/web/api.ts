/** The caller's reminder mails: on or off. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiQuery } from "@core/web/api-query";
import type { ReminderPreferenceDto } from "../model";

const preferenceQuery = apiQuery(client.reminders.preferences, undefined);

export const useReminderPreference = () => useQuery(preferenceQuery);

export function useSetReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderPreferenceDto) => json(client.reminders.preferences.$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(preferenceQuery.queryKey, data),
  });
}
