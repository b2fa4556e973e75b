/** /klacht/$token: a client's complaint form, open to anyone with the link. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { PublicComplaintPage } from "@modules/reports/web/public/PublicComplaintPage";
import { patterns } from "@core/shared/paths";

const route = getRouteApi(patterns.klacht);

export default function PublicComplaintRoute() {
  const { token } = route.useParams();
  return <PublicComplaintPage key={token} token={token} />;
}
