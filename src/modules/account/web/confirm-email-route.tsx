/** /e-mail-bevestigen?token=…: the page the verification mails link to. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { ConfirmEmailPage } from "./ConfirmEmailPage";
import { paths } from "@core/shared/paths";

const route = getRouteApi(paths.eMailBevestigen);

export default function ConfirmEmailRoute() {
  const { token } = route.useSearch();
  return <ConfirmEmailPage key={token} token={token} />;
}
