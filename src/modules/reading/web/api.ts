/** Leesbevestigingen (/api/reading): the list, one item, the caller's 'Te lezen', and the writes. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, done, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { documentCategories } from "@norm/catalogue";
import type { ConfirmReadingInput, MarkReadingInput, ReadingAudienceInput } from "../schemas";

export const readingItemsQuery = queryOptions({
  queryKey: queryKeys.reading.items,
  queryFn: () => json(client.reading.items.$get()),
});

export const readingItemQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.reading.item(id),
    queryFn: () => json(client.reading.items[":id"].$get({ param: { id } })),
  });

export const toReadQuery = queryOptions({
  queryKey: queryKeys.reading.mine,
  queryFn: () => json(client.reading.mine.$get()),
});

export const readingPeopleQuery = queryOptions({
  queryKey: queryKeys.reading.people,
  queryFn: () => json(client.reading.people.$get()),
});

export const subjectReadingQuery = (kind: "topic" | "document", id: string) =>
  queryOptions({
    queryKey: queryKeys.reading.subject(kind, id),
    queryFn: () => json(client.reading.subject[":kind"][":id"].$get({ param: { kind, id } })),
  });

/** What an Eigenaar may choose: every document of the organisation and the team's members. */
export const readingChoicesQuery = queryOptions({
  queryKey: queryKeys.reading.choices,
  queryFn: async () => {
    const [lists, team] = await Promise.all([
      Promise.all(documentCategories.map((c) => json(client.documents.$get({ query: { category: c.slug } })))),
      json(client.team.members.$get()),
    ]);
    return { documents: lists.flatMap((l) => l.files), members: team.members };
  },
});

export const readingCsvUrl = () => client.reading["export.csv"].$path();

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.reading.all });
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
