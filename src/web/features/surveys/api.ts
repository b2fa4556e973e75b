/** The signed-in side of Cliëntervaringen (/api/surveys): the questionnaire, its link, the results. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import type { SaveSurveyInput } from "../../../shared/survey-schemas";
import type { SurveyDto, SurveyResultsDto } from "../../../shared/surveys";

export const surveyQuery = queryOptions({
  queryKey: queryKeys.surveys.questionnaire,
  queryFn: () => api<SurveyDto>("GET", "/api/surveys"),
});

export type Period = { from: string; to: string };
const periodQuery = ({ from, to }: Period) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const surveyResultsQuery = (period: Period) =>
  queryOptions({
    queryKey: queryKeys.surveys.results(period),
    queryFn: () => api<SurveyResultsDto>("GET", `/api/surveys/results?${periodQuery(period)}`),
  });

/** The CSV of the period (a plain download). */
export const surveyCsvUrl = (period: Period) => `/api/surveys/export.csv?${periodQuery(period)}`;

export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSurveyInput) => api<SurveyDto>("PUT", "/api/surveys", input),
    onSuccess: (survey) => queryClient.setQueryData(surveyQuery.queryKey, survey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.surveys.all }),
  });
}

export function useRenewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SurveyDto>("POST", "/api/surveys/link", {}),
    onSuccess: (survey) => queryClient.setQueryData(surveyQuery.queryKey, survey),
  });
}

/** Closes the questionnaire or opens it again (Eigenaar). */
export function useSetSurveyClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closed: boolean) => api<SurveyDto>("PUT", "/api/surveys/closed", { closed }),
    onSuccess: (survey) => queryClient.setQueryData(surveyQuery.queryKey, survey),
  });
}
