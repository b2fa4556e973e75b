/**
 * The Overzicht, with settings' question for the organisation's name as its first step when it has none, and the
 * auditor's open questions.
 */
import { OverviewPage } from "../features/planning/components/OverviewPage";
import { OrganisationNameStep } from "../features/organisation/OrganisationNameForm";
import { AuditorQuestionsCard } from "../features/auditor/questions/AuditorQuestionsCard";

export default function OverviewRoute() {
  return <OverviewPage nameStep={<OrganisationNameStep />} questions={<AuditorQuestionsCard onlyOpen />} />;
}
