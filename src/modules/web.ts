/**
 * The modules' web parts, one line each: the router (src/web/router.tsx) adds their pages from this
 * list. A new module adds its line here and in src/modules/server.ts.
 */
import type { WebModule } from "@core/web/module";
import { auditsWeb } from "./audits/web";
import { actionsWeb } from "./actions/web";
import { surveysWeb } from "./surveys/web";
import { readingWeb } from "./reading/web";
import { personnelWeb } from "./personnel/web";
import { reportAnalysisWeb } from "./report-analysis/web";
import { reportsWeb } from "./reports/web";
import { activityWeb } from "./activity/web";
import { teamWeb } from "./team/web";
import { billingWeb } from "./billing/web";
import { handbookImportWeb } from "./handbook-import/web";
import { accountWeb } from "./account/web";
import { auditorWeb } from "./auditor/web";
import { planningWeb } from "./planning/web";
import { handbookWeb } from "./handbook/web";
import { documentsWeb } from "./documents/web";
import { kmsWeb } from "./kms/web";

export const webModules = [
  actionsWeb,
  readingWeb,
  auditsWeb,
  surveysWeb,
  personnelWeb,
  reportAnalysisWeb,
  reportsWeb,
  activityWeb,
  teamWeb,
  billingWeb,
  handbookImportWeb,
  accountWeb,
  auditorWeb,
  planningWeb,
  handbookWeb,
  documentsWeb,
  kmsWeb,
] as const satisfies readonly WebModule[];
