/** /uitnodiging/$token: the invitation page, open to anyone with the link. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { InvitationPage } from "@modules/team/web/InvitationPage";
import { patterns } from "@core/shared/paths";

const route = getRouteApi(patterns.uitnodiging);

export default function InvitationRoute() {
  const { token } = route.useParams();
  return <InvitationPage key={token} token={token} />;
}
