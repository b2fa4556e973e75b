/**
 * /verbeteren/clientervaringen 'Cliëntervaringen': the public link with its QR code (to copy or
 * print) and the questionnaire for an Eigenaar; the results per period, with the CSV, for every
 * member. Results of the forms are announced in one live region.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { PageHeader, RelatedPage } from "@/components/ui/page";
import { paths } from "@core/shared/paths";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";

import { useCan } from "@/lib/session";
import { surveyQuery } from "./api";
import { LinkCard } from "./LinkCard";
import { QuestionnaireCard } from "./QuestionnaireCard";
import { ResultsCard } from "./ResultsCard";
import { SetAsideCard } from "./SetAsideCard";
import { surveyText as t } from "./messages";
import { LoadError } from "@/components/ui/load-error";

export function SurveysPage() {
  const canManage = useCan("surveys.manage");
  const survey = useQuery(surveyQuery);
  const { result, announce } = useResult();
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={t.title} description={t.description} />
        <RelatedPage {...t.related} to={paths.kwaliteitssysteem("clientervaringen")} />
        <ResultRegion result={result} testId="surveys-result" />
      </div>
      {survey.isPending ? (
        <Spinner label={t.loading} />
      ) : survey.isError ? (
        <LoadError error={survey.error} onRetry={survey.refetch} />
      ) : (
        <div className="space-y-6">
          {canManage ? (
            <LinkCard survey={survey.data} announce={announce} />
          ) : (
            <Alert className="print:hidden">{t.ownerOnlyLink}</Alert>
          )}
          {canManage && <SetAsideCard announce={announce} />}
          <ResultsCard />
          {canManage && <QuestionnaireCard survey={survey.data} announce={announce} />}
        </div>
      )}
    </>
  );
}
