/** The owner's API calls for auditor links (/api/auditor-links), with the session cookie. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { AuditorLinkDto, CreateAuditorLinkInput, CreatedAuditorLinkDto } from "../../../shared/auditor";
import { queryKeys } from "@/lib/query-keys";

export const auditorLinksQuery = queryOptions({
  queryKey: queryKeys.auditorLinks,
  queryFn: () => api<{ links: AuditorLinkDto[] }>("GET", "/api/auditor-links").then((r) => r.links),
  staleTime: 0,
});

function useLinksMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditorLinksQuery.queryKey }),
  });
}

export const useCreateLink = () =>
  useLinksMutation((input: CreateAuditorLinkInput) => api<CreatedAuditorLinkDto>("POST", "/api/auditor-links", input));
export const useRevokeLink = () =>
  useLinksMutation((id: string) => api<unknown>("POST", `/api/auditor-links/${encodeURIComponent(id)}/revoke`, {}));
export const useMailLink = () =>
  useLinksMutation(({ id, token }: { id: string; token: string }) =>
    api<unknown>("POST", `/api/auditor-links/${encodeURIComponent(id)}/mail`, { token }),
  );

/** The token of a link made here: the part after '#'. */
export const tokenOfUrl = (url: string) => new URL(url).hash.slice(1);
