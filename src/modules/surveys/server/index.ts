/**
 * What Cliëntervaringen bring to the server: /api/surveys for members, the client's questionnaire
 * by its link (/api/public/surveys, the only public write route), and on PostgreSQL the job that
 * writes new answers again in random order (mixing.ts).
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { startAnswerMixingJob } from "./mixing";
import { publicSurveyRoutes, surveyRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const surveysServer = defineServerModule({
  name: "surveys",
  routes: (deps: ModuleDeps) => surveyRoutes(deps),
  publicRoutes: (deps: ModuleDeps) => ({ "/public/surveys": publicSurveyRoutes(deps) }),
  jobs: (deps: ModuleDeps) => [startAnswerMixingJob(deps)],
});

/** For the management review: the year's answers, and the newest answer's day (coverage of 4.1). */
export { surveysSummary } from "./summary";
export { newestSurveyResponseRead } from "./bulk";

/** For the full export and import, and the other modules that build on these. */
export { exportSurvey, exportSurveyResponses, hasAnySurveyResponse, insertImportedSurvey } from "./bulk";
