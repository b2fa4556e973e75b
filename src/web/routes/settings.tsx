/** /instellingen: the page with the organisation's, the reminders' and the storage's cards. Loaded on demand. */
import { SettingsPage } from "../features/settings/SettingsPage";
import { OrganisationNameCard } from "@modules/organisation/web/OrganisationNameCard";
import { TwoFactorRequirementCard } from "@modules/organisation/web/TwoFactorRequirementCard";
import { RegimeCard } from "@modules/organisation/web/RegimeCard";
import { RemindersCard } from "@modules/reminders/web/RemindersCard";
import { StorageCard } from "@modules/quota/web/StorageCard";

export default function SettingsRoute() {
  return (
    <SettingsPage
      cards={{
        organisationName: <OrganisationNameCard />,
        twoFactorRequirement: <TwoFactorRequirementCard />,
        regime: <RegimeCard />,
        reminders: <RemindersCard />,
        storage: <StorageCard />,
      }}
    />
  );
}
