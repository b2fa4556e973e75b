/** /vragenlijst/$token: a client's questionnaire, open to anyone with the link. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { PublicSurveyPage } from "@modules/surveys/web/public/PublicSurveyPage";
import { patterns } from "@core/shared/paths";

const route = getRouteApi(patterns.vragenlijst);

export default function PublicSurveyRoute() {
  const { token } = route.useParams();
  return <PublicSurveyPage key={token} token={token} />;
}
