/** The privacy statement, the terms and the contact page in the signed-out frame (features do not import each other). */
import { LandingLayout } from "../features/landing/LandingLayout";
import { LegalPage } from "../features/legal/LegalPage";

export const PrivacyRoute = () => (
  <LandingLayout className="py-12">
    <LegalPage page="privacy" />
  </LandingLayout>
);
export const TermsRoute = () => (
  <LandingLayout className="py-12">
    <LegalPage page="terms" />
  </LandingLayout>
);
export const ContactRoute = () => (
  <LandingLayout className="py-12">
    <LegalPage page="contact" />
  </LandingLayout>
);
