/** /wachtwoord-herstellen?token=…: the page the reset mail links to. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { paths } from "@core/shared/paths";

const route = getRouteApi(paths.wachtwoordHerstellen);

export default function ResetPasswordRoute() {
  const { token } = route.useSearch();
  return <ResetPasswordPage key={token} token={token} />;
}
