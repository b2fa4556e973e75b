/**
 * What the management review (Organisatiebeoordeling) brings to the server: /api/review, and for
 * the modules that build on it, whether a saved review exists (an action may link to one) and the
 * Verbeteren share of the coverage (planning's readiness, handed in by the composition root).
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { reviewRoutes } from "./routes";
import type {} from "./tables"; // the module's tables, merged into core's Database

export const reviewServer = defineServerModule({
  name: "review",
  routes: (deps: ModuleDeps) => reviewRoutes(deps),
});

export { reviewExists } from "./exists";
export { verbeterenCoverage } from "./coverage";
export { latestReviews, newestReview } from "./reviews";

/** For the full export and import, and the other modules that build on these. */
export { exportReviews, hasAnyReview, insertImportedReviews } from "./bulk";
