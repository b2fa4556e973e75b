/** /wachtwoord-herstellen?token=…: the page the reset mail links to. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { ResetPasswordPage } from "../features/account/ResetPasswordPage";

const route = getRouteApi("/wachtwoord-herstellen");

export default function ResetPasswordRoute() {
  const { token } = route.useSearch();
  return <ResetPasswordPage key={token} token={token} />;
}
