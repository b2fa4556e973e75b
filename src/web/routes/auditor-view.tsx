/**
 * /auditor#<token>: the auditor's read-only page, showing the handbook with the handbook feature's
 * renderer and each element's dossier with the elements feature's.
 */
import { AuditorViewPage } from "@modules/auditor/web/view/AuditorViewPage";
import { HandbookDocument } from "@modules/handbook/web/HandbookDocument";
import { ElementDossierView } from "@modules/elements/web/ElementDossierView";

export default function AuditorRoute() {
  return (
    <AuditorViewPage
      renderHandbook={(handbook) => <HandbookDocument handbook={handbook} />}
      renderDossier={(dossier, documentAction) => (
        <ElementDossierView dossier={dossier} inApp={false} documentAction={documentAction} />
      )}
    />
  );
}
