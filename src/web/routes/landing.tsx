/** The signed-out home page: the landing page with the sign-up form composed in (features do not import each other). */
import { LandingPage } from "../features/landing/LandingPage";
import { AuthForm } from "@modules/auth/web/AuthForm";

export default function LandingRoute() {
  return <LandingPage signUpForm={<AuthForm />} />;
}
