import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { setMe } from "@/lib/session";
import type { OrganisationDto } from "../../../shared/schemas";

export const renameOrganisation = (name: string) => api<OrganisationDto>("PATCH", "/api/organisation", { name });

/** Renames the organisation; the sidebar header reads the same session store and updates at once. */
export function useRenameOrganisation() {
  return useMutation({
    mutationFn: renameOrganisation,
    onSuccess: (organisation) => {
      setMe((me) => me && { ...me, organisation });
    },
  });
}

/** Changes 'Tweestapsverificatie verplicht' (owner only, after setting up their own). */
export const updateOrganisation = (input: { twoFactorRequired: boolean }) =>
  api<OrganisationDto>("PATCH", "/api/organisation", input);

export function useUpdateOrganisation() {
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (organisation) => {
      setMe((me) => me && { ...me, organisation });
    },
  });
}
