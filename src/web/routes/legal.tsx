/** The privacy statement, the terms and the contact page in the signed-out frame (features do not import each other). */
import type { ComponentProps } from "react";
import { LandingLayout } from "../features/landing/LandingLayout";
import { LegalPage } from "../features/legal/LegalPage";

type Page = ComponentProps<typeof LegalPage>["page"];

export const LegalRoute = ({ page }: { page: Page }) => (
  <LandingLayout className="py-12">
    <LegalPage page={page} />
  </LandingLayout>
);

export const PrivacyRoute = () => <LegalRoute page="privacy" />;
export const TermsRoute = () => <LegalRoute page="terms" />;
export const ContactRoute = () => <LegalRoute page="contact" />;
