import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { setMe } from "@/lib/session";
import type { Regime } from "@norm/complaint-terms";

export const renameOrganisation = (name: string) => json(client.organisation.$patch({ json: { name } }));

/**
 * Renames the organisation; the sidebar header and the organisation switcher read the same session
 * store and update at once.
 */
export function useRenameOrganisation() {
  return useMutation({
    mutationFn: renameOrganisation,
    onSuccess: (organisation) => {
      setMe(
        (me) =>
          me && {
            ...me,
            organisation,
            organisations: me.organisations.map((o) =>
              o.id === organisation.id ? { ...o, name: organisation.name } : o,
            ),
          },
      );
    },
  });
}

/**
 * Changes 'Tweestapsverificatie verplicht' (owner only, after setting up their own), or the law the
 * organisation works under and its complaint term (owner only).
 */
export const updateOrganisation = (
  input: { twoFactorRequired: boolean } | { regime: Regime; complaintWeeks?: number },
) => json(client.organisation.$patch({ json: input }));

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (organisation, input) => {
      setMe((me) => me && { ...me, organisation });
      // Deadlines, readiness and the calendar follow the law: read them again after it changed.
      if ("regime" in input) void queryClient.invalidateQueries();
    },
  });
}
