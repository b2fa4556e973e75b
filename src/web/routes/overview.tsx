/**
 * The Overzicht, with settings' question for the organisation's name as its first step when it has
 * none, and the readiness of the 23 elements for the audit (the elements feature).
 */
import { OverviewPage } from "../features/planning/components/OverviewPage";
import { OrganisationNameStep } from "../features/organisation/OrganisationNameForm";
import { ReadinessCard } from "../features/elements/components/ReadinessCard";

export default function OverviewRoute() {
  return <OverviewPage nameStep={<OrganisationNameStep />} readiness={<ReadinessCard />} />;
}
