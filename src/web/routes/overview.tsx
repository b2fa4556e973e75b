/**
 * The Overzicht, with settings' question for the organisation's name as its first step when it has
 * none, and the member's 'Te lezen'.
 */
import { OverviewPage } from "../features/planning/components/OverviewPage";
import { OrganisationNameStep } from "../features/organisation/OrganisationNameForm";
import { ToReadCard } from "../features/reading/ToReadList";

export default function OverviewRoute() {
  return <OverviewPage nameStep={<OrganisationNameStep />} toRead={<ToReadCard />} />;
}
