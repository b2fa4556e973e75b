/**
 * The auditor's per-element navigation: the 23 elements with their readiness; choosing one loads
 * its dossier through the link and shows it with the route layer's renderer (the elements
 * feature's), with its linked documents downloadable through the element, and under it `ask`: the
 * auditor's question form for that element. `onChosen` tells the page which element is open.
 */
import * as React from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api";
import type { ElementDocument, ElementDossier, ElementSummary } from "@modules/elements/model";
import type { HkzElementNumber } from "@norm/norm";
import { downloadElementDocument, loadAuditorElement } from "./api";
import { auditorText as t } from "../messages";
import { useAuditorDownload } from "./use-download";
import { AuditorSection } from "./AuditorSection";

export type RenderDossier = (
  dossier: ElementDossier,
  documentAction: (doc: ElementDocument) => React.ReactNode,
) => React.ReactNode;

export function AuditorElements({
  token,
  elements,
  renderDossier,
  announce,
  onRefused,
  ask,
  onChosen,
}: {
  token: string;
  elements: ElementSummary[];
  renderDossier: RenderDossier;
  announce: (text: string, error?: boolean) => void;
  onRefused: (error: unknown) => void;
  ask: (number: HkzElementNumber) => React.ReactNode;
  onChosen: (number: HkzElementNumber | undefined) => void;
}) {
  const [open, setOpenState] = React.useState<{
    number: HkzElementNumber;
    dossier?: ElementDossier;
    failed?: boolean;
  }>();
  const setOpen = (next: typeof open) => {
    setOpenState(next);
    onChosen(next?.number);
  };
  const { busy, download } = useAuditorDownload(announce, onRefused);
  const heading = React.useRef<HTMLHeadingElement>(null);

  async function choose(number: HkzElementNumber) {
    setOpen({ number });
    try {
      setOpen({ number, dossier: await loadAuditorElement(token, number) });
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      if (error instanceof ApiRequestError && error.code.startsWith("auditor_link_")) return onRefused(error);
      setOpen({ number, failed: true });
    }
  }

  const chosen = open && elements.find((e) => e.number === open.number);
  return (
    <AuditorSection id="auditor-elementen" title={t.elementsTitle} description={t.elementsDescription}>
      {open && chosen ? (
        <div className="space-y-4">
          <Button variant="outline" size="sm" onClick={() => setOpen(undefined)}>
            {t.backToElements}
          </Button>
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {`Normelement ${chosen.number} — ${chosen.title}`}
          </h3>
          {open.failed ? (
            <p>{t.elementFailed}</p>
          ) : !open.dossier ? (
            <Spinner label={t.elementLoading} />
          ) : (
            renderDossier(open.dossier, (doc) => (
              <Button
                variant="outline"
                size="sm"
                disabled={busy === doc.id}
                onClick={() => void download(doc, () => downloadElementDocument(token, open.number, doc.id, doc.name))}
              >
                <Download /> {t.download}
                <span className="sr-only"> {doc.name}</span>
              </Button>
            ))
          )}
          {ask(chosen.number)}
        </div>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="auditor-elements">
          {elements.map((e) => (
            <li key={e.number}>
              <Button
                variant="outline"
                className="h-auto w-full justify-start whitespace-normal text-left"
                onClick={() => void choose(e.number)}
              >
                {t.elementButton(e.number, e.title, e.readinessTitle)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AuditorSection>
  );
}
