/**
 * What Cliëntervaringen bring to the signed-in app: the questionnaire, its link and the results.
 * The client's own questionnaire (/vragenlijst/…) is a page outside the app: the signed-out entry
 * (src/web/signed-out.tsx) and the router's public route load `public/PublicSurveyPage`.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ShellRoute } from "@core/web/module";
import { paths } from "@core/shared/paths";

export const surveysWeb = {
  name: "surveys",
  pages: (shell: ShellRoute) =>
    [
      createRoute({
        getParentRoute: () => shell,
        path: paths.clientervaringen,
        component: lazyRouteComponent(() => import("./SurveysPage"), "SurveysPage"),
      }),
    ] as const,
};
