/**
 * The complaint form's public link for an Eigenaar, as the questionnaire's: make it, copy it, print
 * its QR code as a small poster, or make a new one (the old link stops working); close the form and
 * open it again (the link stays).
 */
import * as React from "react";
import { Copy, Printer, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import type { ReportSettingsDto } from "../model";
import { useRenewLink, useSaveSettings } from "./api";
import { messages } from "./messages";

const t = messages.link;
const QrCode = React.lazy(() => import("@/components/ui/qr-code"));

function ComplaintQr({ url, className }: { url: string; className?: string }) {
  return <QrCode value={url} label={t.qr} border={4} className={className} testId="complaint-qr" />;
}

export function LinkCard({ settings, announce }: { settings: ReportSettingsDto; announce: Announce }) {
  const renew = useRenewLink();
  const save = useSaveSettings();
  const [confirming, setConfirming] = React.useState(false);
  const link = settings.link;

  function makeLink() {
    const first = !link;
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        announce(first ? t.made : t.renewed);
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

  const toggle = () =>
    save.mutate(
      { grants: settings.grants, regulationFileId: settings.regulationFileId, closed: !settings.closed },
      {
        onSuccess: (s) => announce(s.closed ? t.closedDone : t.reopenedDone),
        onError: (e) => announce(errorMessage(e), true),
      },
    );

  return (
    <>
      <Card className="print:hidden">
        <CardHeader>
          <CardTitle as="h2">{t.title}</CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {!link ? (
            <>
              <p className="text-sm text-muted-foreground">{t.none}</p>
              <Button type="button" onClick={makeLink} disabled={renew.isPending}>
                {t.make}
              </Button>
            </>
          ) : (
            <div className="flex flex-wrap items-start gap-6">
              <React.Suspense fallback={<div className="size-48" />}>
                <ComplaintQr url={link.url} />
              </React.Suspense>
              <div className="min-w-0 flex-1 basis-64 space-y-3">
                <div className="space-y-1.5">
                  <Label htmlFor="complaint-link">{t.label}</Label>
                  <Input id="complaint-link" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" onClick={() => void copy()}>
                    <Copy aria-hidden /> {t.copy}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => window.print()}>
                    <Printer aria-hidden /> {t.print}
                  </Button>
                  {!confirming && (
                    <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                      <RefreshCw aria-hidden /> {t.renew}
                    </Button>
                  )}
                </div>
                {confirming && (
                  <div className="space-y-2 rounded-md border p-3" role="group" aria-label={t.renew}>
                    <p className="text-sm">{t.renewWarning}</p>
                    <div className="flex gap-2">
                      <Button type="button" variant="destructive" onClick={makeLink} disabled={renew.isPending}>
                        {t.renew}
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
          <div className="space-y-2 border-t pt-4" data-testid="complaint-open-state">
            <p className="text-sm">{settings.closed ? t.closedState : t.openState}</p>
            <Button
              type="button"
              variant={settings.closed ? "default" : "outline"}
              onClick={toggle}
              disabled={save.isPending}
            >
              {settings.closed ? t.reopen : t.close}
            </Button>
          </div>
        </CardContent>
      </Card>
      {link && (
        <div className="hidden print:flex print:flex-col print:items-center print:gap-6 print:pt-12 print:text-center">
          <p className="text-3xl font-semibold">{t.printHeading}</p>
          <p className="max-w-md text-lg">{t.printText}</p>
          <React.Suspense fallback={null}>
            <ComplaintQr url={link.url} className="size-80" />
          </React.Suspense>
          <p className="break-all text-sm">{link.url}</p>
        </div>
      )}
    </>
  );
}
