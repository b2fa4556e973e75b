/**
 * The Overzicht, with settings' question for the organisation's name as its first step when it has
 * none, and the way to import a Word handbook in the first step of a new organisation.
 */
import { OverviewPage } from "../features/planning/components/OverviewPage";
import { OrganisationNameStep } from "../features/organisation/OrganisationNameForm";
import { ImportStep } from "../features/handbook-import/components/ImportStep";

export default function OverviewRoute() {
  return <OverviewPage nameStep={<OrganisationNameStep />} importStep={<ImportStep />} />;
}
