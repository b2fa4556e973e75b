/** The members' calls for the questions of the auditor (/api/auditor/questions), with the session cookie. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { QuestionStatus } from "../../model";
import type { UpdateQuestion } from "../../schemas";
import type { HkzElementNumber } from "@norm/norm";

export type QuestionFilter = { element?: HkzElementNumber; status?: QuestionStatus };

export const auditorQuestionsQuery = (filter: QuestionFilter) =>
  queryOptions({
    queryKey: queryKeys.auditorQuestions.list(filter),
    queryFn: () => json(client.auditor.questions.$get({ query: filter })).then((r) => r.questions),
  });

export const answerDocumentsQuery = queryOptions({
  queryKey: queryKeys.auditorQuestions.documents,
  // The documents, and (for one who keeps Medewerkers' records) the files on those records.
  queryFn: () => json(client.auditor.questions.documents.$get()),
  staleTime: 0,
});

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateQuestion & { id: string }) =>
      json(client.auditor.questions[":id"].$patch({ param: { id }, json: input })).then((r) => r.question),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auditorQuestions.all }),
  });
}
