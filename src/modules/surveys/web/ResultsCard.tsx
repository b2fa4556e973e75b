/**
 * The results of a period (this year by default) for every member: how many clients answered, per
 * scale question the average and the spread of the scores, per open question the answers; and the
 * period's CSV.
 */
import * as React from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DateField, formatIsoDate } from "@/components/ui/date-picker";
import { Spinner } from "@/components/ui/spinner";

import { amsterdamDay } from "@core/shared/calendar-day";
import { scaleLabels } from "../messages";
import { surveyLimits, type SurveyQuestionResult } from "../model";
import { surveyCsvUrl, surveyResultsQuery, type Period } from "./api";
import { surveyText as t } from "./messages";
import { LoadError } from "@/components/ui/load-error";

function thisYear(): Period {
  const today = amsterdamDay(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

export function ResultsCard() {
  const [chosen, setChosen] = React.useState<Period>(thisYear);
  // A cleared date falls back to this year's bounds.
  const period = { from: chosen.from || thisYear().from, to: chosen.to || thisYear().to };
  const results = useQuery({ ...surveyResultsQuery(period), placeholderData: keepPreviousData });
  return (
    <Card>
      <CardHeader className="print:hidden">
        <CardTitle as="h2">{t.results}</CardTitle>
        <CardDescription>{t.resultsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 print:hidden">
        <div className="flex flex-wrap items-end gap-4">
          <DateField label={t.from} value={period.from} onChange={(from) => setChosen((p) => ({ ...p, from }))} />
          <DateField label={t.to} value={period.to} onChange={(to) => setChosen((p) => ({ ...p, to }))} />
          <Button asChild variant="outline">
            <a href={surveyCsvUrl(period)} download>
              <Download aria-hidden /> {t.csv}
            </a>
          </Button>
        </div>
        {results.isPending ? (
          <Spinner label={t.loading} />
        ) : results.isError ? (
          <LoadError error={results.error} onRetry={results.refetch} />
        ) : (
          <div className="space-y-4">
            <p role="status" className="font-medium" data-testid="survey-answer-count">
              {results.data.answers ? t.answersCount(results.data.answers) : t.noAnswers}
            </p>
            <p className="text-sm text-muted-foreground">
              {formatIsoDate(results.data.from)} – {formatIsoDate(results.data.to)}
            </p>
            {results.data.answers > 0 && (
              <ol className="space-y-4">
                {results.data.questions.map((q) => (
                  <QuestionResult key={q.id} question={q} />
                ))}
              </ol>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function QuestionResult({ question: q }: { question: SurveyQuestionResult }) {
  return (
    <li className="rounded-md border p-4" data-testid="survey-question-result">
      <h3 className="font-medium">{q.text}</h3>
      {q.kind === "scale" ? (
        <>
          <p className="mt-1 text-sm">{t.average(q.average, q.count)}</p>
          {q.distribution && q.count > 0 && (
            <>
              <p className="sr-only">{t.distribution}</p>
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                {q.distribution.map((n, i) => (
                  <div key={i} className="flex gap-1" title={scaleLabels[i]}>
                    <dt>{i + 1}:</dt>
                    <dd>{n}×</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{t.openCount(q.count)}</p>
          {q.openAnswers && q.openAnswers.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {q.openAnswers.map((a, i) => (
                <li key={i} className="rounded bg-muted px-3 py-2 text-sm">
                  <p className="whitespace-pre-line [overflow-wrap:anywhere]">{a.text}</p>
                  <span className="mt-1 block text-xs text-muted-foreground">{formatIsoDate(a.on)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{t.noOpenAnswers}</p>
          )}
          {q.count > surveyLimits.openAnswersShown && (
            <p className="mt-2 text-xs text-muted-foreground">{t.openAnswersShown(surveyLimits.openAnswersShown)}</p>
          )}
        </>
      )}
    </li>
  );
}
