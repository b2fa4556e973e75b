import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { meQuery, type Me } from "@/lib/session";
import type { OrganisationDto } from "../../../shared/schemas";

export const renameOrganisation = (name: string) => api<OrganisationDto>("PATCH", "/api/organisation", { name });

/** Renames the organisation; the sidebar header reads the same query and updates at once. */
export function useRenameOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameOrganisation,
    onSuccess: (organisation) => {
      queryClient.setQueryData<Me | null>(meQuery.queryKey, (me) => (me ? { ...me, organisation } : me));
    },
  });
}
