/**
 * The modules' server parts, one line each: the composition root (src/server/server.ts) mounts
 * their routers from this list, and the web's typed client reads their types from it. A new module
 * adds its line here and in src/modules/web.ts.
 */
import { auditsServer } from "./audits/server";
import { actionsServer } from "./actions/server";
import { surveysServer } from "./surveys/server";
import { readingServer } from "./reading/server";
import { personnelServer } from "./personnel/server";
import { reportAnalysisServer } from "./report-analysis/server";
import { reportsServer } from "./reports/server";
import { reviewServer } from "./review/server";
import { dossierServer } from "./dossier/server";
import { searchServer } from "./search/server";
import { elementsServer } from "./elements/server";
import { activityServer } from "./activity/server";
import { teamServer } from "./team/server";
import { billingServer } from "./billing/server";
import { remindersServer } from "./reminders/server";
import { handbookImportServer } from "./handbook-import/server";
import { waitlistServer } from "./waitlist/server";
import { organisationServer } from "./organisation/server";
import { accountServer } from "./account/server";
import { auditorServer } from "./auditor/server";
import { planningServer } from "./planning/server";
import { handbookServer } from "./handbook/server";
import { documentsServer } from "./documents/server";
import { transferServer } from "./transfer/server";
import { authServer } from "./auth/server";
import { quotaServer } from "./quota/server";
import { kmsServer } from "./kms/server";

export const serverModules = [
  actionsServer,
  readingServer,
  auditsServer,
  surveysServer,
  personnelServer,
  reportAnalysisServer,
  reportsServer,
  reviewServer,
  dossierServer,
  searchServer,
  elementsServer,
  activityServer,
  teamServer,
  billingServer,
  remindersServer,
  handbookImportServer,
  waitlistServer,
  organisationServer,
  accountServer,
  auditorServer,
  planningServer,
  handbookServer,
  documentsServer,
  transferServer,
  authServer,
  quotaServer,
  kmsServer,
] as const;
