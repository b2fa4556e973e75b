/** /e-mail-bevestigen?token=…: the page the verification mails link to. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { ConfirmEmailPage } from "../features/account/ConfirmEmailPage";

const route = getRouteApi("/e-mail-bevestigen");

export default function ConfirmEmailRoute() {
  const { token } = route.useSearch();
  return <ConfirmEmailPage key={token} token={token} />;
}
