/** /auditor#<token>: the auditor's read-only page, showing the handbook with the handbook feature's renderer. */
import { AuditorViewPage } from "../features/auditor/AuditorViewPage";
import { HandbookDocument } from "../features/handbook/HandbookDocument";

export default function AuditorRoute() {
  return <AuditorViewPage renderHandbook={(handbook) => <HandbookDocument handbook={handbook} />} />;
}
