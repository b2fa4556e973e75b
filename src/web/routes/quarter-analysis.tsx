/**
 * /verbeteren/kwartaalanalyse: the quarter's counts (report-analysis) with the owner's analysis, a
 * Kwaliteitssysteem text (kms) that saves itself. Composed here, so the two modules do not import
 * each other's web code.
 */
import { KmsText } from "@modules/kms/web/KmsText";
import { ReportAnalysisPage } from "@modules/report-analysis/web/ReportAnalysisPage";

export default function ReportAnalysisRoute() {
  return <ReportAnalysisPage Text={KmsText} />;
}
