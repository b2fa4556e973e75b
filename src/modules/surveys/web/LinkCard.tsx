/**
 * The questionnaire's public link for an Eigenaar: make it, copy it, print its QR code, or make a
 * new one (the old link stops working); close the questionnaire and open it again (the link stays).
 * The printed page is a small poster with the QR code only.
 */
import * as React from "react";
import { Copy, Printer, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import type { SurveyDto } from "../model";
import { useRenewLink, useSetSurveyClosed } from "./api";
import { surveyText as t } from "./messages";

const QrCode = React.lazy(() => import("@/components/ui/qr-code"));

/** The link as a QR code: large, with the standard's quiet border, so a printed copy scans from a distance. */
function SurveyQr({ url, className }: { url: string; className?: string }) {
  return <QrCode value={url} label={t.qrLabel} border={4} className={className} testId="survey-qr" />;
}

export function LinkCard({ survey, announce }: { survey: SurveyDto; announce: Announce }) {
  const renew = useRenewLink();
  const [confirming, setConfirming] = React.useState(false);
  const link = survey.link;

  function makeLink() {
    const first = !link;
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        announce(first ? t.firstLinkMade : t.linkMade);
      },
      onError: (e) => announce(errorMessage(e), true),
    });
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      announce(t.copied);
    } catch {
      announce(t.copyFailed, true);
    }
  }

  return (
    <>
      <Card className="print:hidden">
        <CardHeader>
          <CardTitle as="h2">{t.link}</CardTitle>
          <CardDescription>{t.linkDescription}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!link ? (
            <>
              <p className="text-sm text-muted-foreground">{t.noLink}</p>
              <Button type="button" onClick={makeLink} disabled={renew.isPending}>
                {t.makeLink}
              </Button>
            </>
          ) : (
            <div className="flex flex-wrap items-start gap-6">
              <React.Suspense fallback={<div className="size-48" />}>
                <SurveyQr url={link.url} />
              </React.Suspense>
              <div className="min-w-0 flex-1 basis-64 space-y-3">
                <div className="space-y-1.5">
                  <Label htmlFor="survey-link">{t.linkLabel}</Label>
                  <Input id="survey-link" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" onClick={() => void copy()}>
                    <Copy aria-hidden /> {t.copy}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => window.print()}>
                    <Printer aria-hidden /> {t.print}
                  </Button>
                  {!confirming ? (
                    <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                      <RefreshCw aria-hidden /> {t.renewLink}
                    </Button>
                  ) : null}
                </div>
                {confirming && (
                  <div className="space-y-2 rounded-md border p-3" role="group" aria-label={t.renewLink}>
                    <p className="text-sm">{t.renewWarning}</p>
                    <div className="flex gap-2">
                      <Button type="button" variant="destructive" onClick={makeLink} disabled={renew.isPending}>
                        {t.renewLink}
                      </Button>
                      <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                        {t.cancel}
                      </Button>
                    </div>
                  </div>
                )}
              </div>
            </div>
          )}
          <OpenOrClosed closed={survey.closed} announce={announce} />
        </CardContent>
      </Card>
      {link && (
        // Only on paper: the poster for the waiting room.
        <div className="hidden print:flex print:flex-col print:items-center print:gap-6 print:pt-12 print:text-center">
          <p className="text-3xl font-semibold">{t.printHeading}</p>
          <p className="max-w-md text-lg">{t.printText}</p>
          <React.Suspense fallback={null}>
            <SurveyQr url={link.url} className="size-80" />
          </React.Suspense>
          <p className="break-all text-sm">{link.url}</p>
        </div>
      )}
    </>
  );
}

/** Whether clients can answer now, and the button that changes it. */
function OpenOrClosed({ closed, announce }: { closed: boolean; announce: Announce }) {
  const setClosed = useSetSurveyClosed();
  const change = () =>
    setClosed.mutate(!closed, {
      onSuccess: (survey) => announce(survey.closed ? t.closedDone : t.reopenedDone),
      onError: (e) => announce(errorMessage(e), true),
    });
  return (
    <div className="space-y-2 border-t pt-4" data-testid="survey-open-state">
      <p className="text-sm">{closed ? t.closedState : t.openState}</p>
      <Button type="button" variant={closed ? "default" : "outline"} onClick={change} disabled={setClosed.isPending}>
        {closed ? t.reopen : t.close}
      </Button>
    </div>
  );
}
