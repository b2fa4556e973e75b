/**
 * What the auditor brings to the server: /api/auditor/links (the Eigenaar's read-only links for an
 * auditor) and /api/auditor/questions (the auditor's questions, answered by the team), and the open
 * /api/auditor-view that the link opens (its token is its own check, never the session guard).
 */
import { defineServerModule, subRouters } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { auditorLinkRoutes, auditorViewRoutes } from "./routes";
import { auditorQuestionRoutes } from "./question-routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const auditorServer = defineServerModule({
  name: "auditor",
  routes: (deps: ModuleDeps) =>
    subRouters({ "/links": auditorLinkRoutes(deps), "/questions": auditorQuestionRoutes(deps) }),
  publicRoutes: (deps: ModuleDeps) => ({ "/auditor-view": auditorViewRoutes(deps) }),
});

/** For the element dossier: the auditor's questions with their answers. */
export { listQuestions } from "./questions";

/** For the full export and import, and the other modules that build on these. */
export { checkQuestions, exportQuestions, hasAnyQuestion, insertImportedQuestions, type QuestionsFile } from "./bulk";
