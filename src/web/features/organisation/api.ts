import { useMutation } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { setMe } from "@/lib/session";

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

/** Changes 'Tweestapsverificatie verplicht' (owner only, after setting up their own). */
export const updateOrganisation = (input: { twoFactorRequired: boolean }) =>
  json(client.organisation.$patch({ json: input }));

export function useUpdateOrganisation() {
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (organisation) => {
      setMe((me) => me && { ...me, organisation });
    },
  });
}
