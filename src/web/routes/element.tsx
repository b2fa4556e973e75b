/**
 * /normelementen/<nummer>: an HKZ element's page with the auditor's questions about it (the mail
 * of a new question links here); an unknown number gets the not-found page.
 */
import { getRouteApi, notFound } from "@tanstack/react-router";
import { ElementPage } from "@modules/elements/web/ElementPage";
import { AuditorQuestionsCard } from "@modules/auditor/web/questions/AuditorQuestionsCard";
import { DossierButtons } from "@modules/dossier/web/DossierButtons";
import { hkzElements } from "@norm/norm";
import { patterns } from "@core/shared/paths";

const route = getRouteApi(`/main/shell${patterns.normelement}` as const);

export default function ElementRoute() {
  const { number } = route.useParams();
  const element = hkzElements.find((e) => e.number === number);
  if (!element) throw notFound();
  return (
    <ElementPage
      number={element.number}
      questions={<AuditorQuestionsCard element={element.number} />}
      dossier={<DossierButtons />}
    />
  );
}
