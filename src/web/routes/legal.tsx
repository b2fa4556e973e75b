/** The privacy statement, the terms and the contact page in the signed-out frame (features do not import each other). */
import type { ReactNode } from "react";
import { LandingLayout } from "../features/landing/LandingLayout";
import { PrivacyPage } from "../features/legal/PrivacyPage";
import { TermsPage } from "../features/legal/TermsPage";
import { ContactPage } from "../features/legal/ContactPage";

const frame = (page: ReactNode) => <LandingLayout className="py-12">{page}</LandingLayout>;

export const PrivacyRoute = () => frame(<PrivacyPage />);
export const TermsRoute = () => frame(<TermsPage />);
export const ContactRoute = () => frame(<ContactPage />);
