/** The owner's API calls for auditor links (/api/auditor/links), with the session cookie. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";
import { apiQuery } from "@core/web/api-query";
import type { CreateAuditorLinkInput } from "../schemas";

export const auditorLinksQuery = apiQuery(client.auditor.links, undefined, { select: (r) => r.links, staleTime: 0 });

function useLinksMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditorLinksQuery.queryKey }),
  });
}

export const useCreateLink = () =>
  useLinksMutation((input: CreateAuditorLinkInput) => json(client.auditor.links.$post({ json: input })));
export const useRevokeLink = () =>
  useLinksMutation((id: string) => done(client.auditor.links[":id"].revoke.$post({ param: { id } })));
export const useMailLink = () =>
  useLinksMutation(({ id, token }: { id: string; token: string }) =>
    done(client.auditor.links[":id"].mail.$post({ param: { id }, json: { token } })),
  );

/** The token of a link made here: the part after '#'. */
export const tokenOfUrl = (url: string) => new URL(url).hash.slice(1);
