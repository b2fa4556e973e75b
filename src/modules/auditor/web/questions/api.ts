/** The members' calls for the questions of the auditor (/api/auditor/questions), with the session cookie. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import { apiKey, apiQuery } from "@core/web/api-query";
import type { QuestionStatus } from "../../model";
import type { UpdateQuestion } from "../../schemas";
import type { HkzElementNumber } from "@norm/norm";

export type QuestionFilter = { element?: HkzElementNumber; status?: QuestionStatus };

export const auditorQuestionsQuery = (filter: QuestionFilter) =>
  apiQuery(client.auditor.questions, { query: filter }, { select: (r) => r.questions });

/** The documents, and (for one who keeps Medewerkers' records) the files on those records. */
export const answerDocumentsQuery = apiQuery(client.auditor.questions.documents, undefined, { staleTime: 0 });

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateQuestion & { id: string }) =>
      json(client.auditor.questions[":id"].$patch({ param: { id }, json: input })).then((r) => r.question),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey(client.auditor.questions) }),
  });
}
