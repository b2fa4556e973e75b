/** The Overzicht, with settings' question for the organisation's name as its first step when it has none. */
import { OverviewPage } from "../features/planning/components/OverviewPage";
import { OrganisationNameStep } from "../features/organisation/OrganisationNameForm";

export default function OverviewRoute() {
  return <OverviewPage nameStep={<OrganisationNameStep />} />;
}
