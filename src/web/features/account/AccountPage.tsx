/** Account: the signed-in person's own sign-in settings (here: two-factor sign-in). */
import { PageHeader } from "@/components/ui/page";
import { TwoFactorSection } from "./TwoFactorSection";

export function AccountPage() {
  return (
    <>
      <PageHeader title="Account" />
      <div className="space-y-6">
        <TwoFactorSection />
      </div>
    </>
  );
}
