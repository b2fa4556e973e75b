/**
 * The Overzicht, with settings' questions for the organisation's name (when it has none) and the law
 * it works under (until an Eigenaar has said) as its first steps, the way to import a Word handbook in the first step of a new organisation, the readiness of
 * the 23 elements for the audit (the elements feature), the reports waiting for triage ('Te
 * beoordelen', modules/reports) and the member's 'Te lezen'.
 */
import { useQuery } from "@tanstack/react-query";
import { OverviewPage } from "@modules/planning/web/OverviewPage";
import { readinessQuery } from "@modules/elements/web/api";
import { OrganisationNameStep } from "@modules/organisation/web/OrganisationNameForm";
import { RegimeStep } from "@modules/organisation/web/RegimeStep";
import { ImportStep } from "@modules/handbook-import/web/ImportStep";
import { AuditorQuestionsCard } from "@modules/auditor/web/questions/AuditorQuestionsCard";
import { ReadinessCard } from "@modules/elements/web/ReadinessCard";
import { DossierButtons } from "@modules/dossier/web/DossierButtons";
import { ToReadCard } from "@modules/reading/web/ToReadList";
import { WaitingCard } from "@modules/reports/web/WaitingCard";

export default function OverviewRoute() {
  // The readiness is asked at once, beside the overview, not after it has rendered: one round trip
  // less before the page's largest figure shows.
  useQuery(readinessQuery);
  return (
    <OverviewPage
      nameStep={
        <>
          <OrganisationNameStep />
          <RegimeStep />
        </>
      }
      importStep={<ImportStep />}
      readiness={<ReadinessCard dossier={<DossierButtons />} />}
      questions={<AuditorQuestionsCard onlyOpen />}
      toRead={
        <>
          <WaitingCard />
          <ToReadCard />
        </>
      }
    />
  );
}
