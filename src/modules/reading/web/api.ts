/** Leesbevestigingen (/api/reading): the list, one item, the caller's 'Te lezen', and the writes. */
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";
import { apiQuery, moduleKey } from "@core/web/api-query";
import { documentCategories } from "@norm/catalogue";
import type { ConfirmReadingInput, MarkReadingInput, ReadingAudienceInput } from "../schemas";

export const readingItemsQuery = apiQuery(client.reading.items, undefined);

export const readingItemQuery = (id: string) => apiQuery(client.reading.items[":id"], { param: { id } });

export const toReadQuery = apiQuery(client.reading.mine, undefined);

export const readingPeopleQuery = apiQuery(client.reading.people, undefined);

export const subjectReadingQuery = (kind: "topic" | "document", id: string) =>
  apiQuery(client.reading.subject[":kind"][":id"], { param: { kind, id } });

/**
 * What an Eigenaar may choose: every document of the organisation and the team's members. The same
 * queries (keys and answers) as the documents pages and the team page, so a list seen there is not
 * asked again. `data` once every list has arrived.
 */
export function useReadingChoices() {
  const documents = useQueries({
    queries: documentCategories.map((c) => apiQuery(client.documents, { query: { category: c.slug } })),
    combine: (results) => (results.every((r) => r.data) ? results.flatMap((r) => r.data?.files ?? []) : undefined),
  });
  const members = useQuery(apiQuery(client.team.members, undefined, { select: (r) => r.members }));
  return { data: documents && members.data ? { documents, members: members.data } : undefined };
}

export const readingCsvUrl = () => client.reading["export.csv"].$path();

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey("reading") });
}

export function useMarkReading() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: MarkReadingInput) => json(client.reading.items.$post({ json: input })),
    onSuccess: refresh,
  });
}

export function useConfirmReading(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ConfirmReadingInput) =>
      json(client.reading.items[":id"].confirm.$post({ param: { id }, json: input })),
    onSuccess: refresh,
  });
}

export function useSetAudience(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ReadingAudienceInput) =>
      json(client.reading.items[":id"].audience.$put({ param: { id }, json: input })),
    onSuccess: refresh,
  });
}

export function useStopReading(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => done(client.reading.items[":id"].$delete({ param: { id } })),
    onSuccess: refresh,
  });
}

export function useReread(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => json(client.reading.items[":id"].reread.$post({ param: { id } })),
    onSuccess: refresh,
  });
}

export function useNewDocumentVersion(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { documentId: string; reread: boolean }) =>
      json(client.reading.items[":id"].version.$post({ param: { id }, json: input })),
    onSuccess: refresh,
  });
}
