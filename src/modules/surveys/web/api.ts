/** The signed-in side of Cliëntervaringen (/api/surveys): the questionnaire, its link, the results. */
import { apiQuery, moduleKey } from "@core/web/api-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import type { SaveSurveyInput } from "../schemas";

export const surveyQuery = apiQuery(client.surveys, undefined);

export type Period = { from: string; to: string };

export const surveyResultsQuery = (period: Period) => apiQuery(client.surveys.results, { query: period });

/** The CSV of the period (a plain download). */
export const surveyCsvUrl = (period: Period) => client.surveys["export.csv"].$path({ query: period });

export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSurveyInput) => json(client.surveys.$put({ json: input })),
    onSuccess: (survey) => queryClient.setQueryData(surveyQuery.queryKey, survey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleKey("surveys") }),
  });
}

export function useRenewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(client.surveys.link.$post()),
    onSuccess: (survey) => queryClient.setQueryData(surveyQuery.queryKey, survey),
  });
}

/** Closes the questionnaire or opens it again (Eigenaar). */
export function useSetSurveyClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) => json(client.surveys.closed.$put({ json: { closed } })),
    onSuccess: (survey) => queryClient.setQueryData(surveyQuery.queryKey, survey),
  });
}

/** How many answers past the link's limit wait for an Eigenaar (0 for anyone else). */
export const setAsideQuery = apiQuery(client.surveys["set-aside"], undefined);

/** Accepts (into the results) or discards every set-aside answer at once. */
export function useDecideSetAside() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: "accept" | "discard"): Promise<number> =>
      decision === "accept"
        ? (await json(client.surveys["set-aside"].accept.$post())).accepted
        : (await json(client.surveys["set-aside"].discard.$post())).discarded,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleKey("surveys") }),
  });
}
