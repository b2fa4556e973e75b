/** The organisation's subscription: product, amount, status (or the amber end notice) and actions. */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatEuro, formatStripeDate, isRunningStatus, type SubscriptionDto } from "../model";
import { offer } from "../messages";
import { useCancelSubscription } from "./api";
import { useResumeSubscription } from "./api";
import { useOpenPortal } from "./api";
import { t } from "./messages";
import { StatusBadge } from "./StatusBadge";

export function CurrentSubscription({ subscription, isOwner }: { subscription: SubscriptionDto; isOwner: boolean }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const [confirming, setConfirming] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const periodEnd = subscription.currentPeriodEnd === null ? null : formatStripeDate(subscription.currentPeriodEnd);
  const ended = !isRunningStatus(subscription.status);
  // Stripe cannot cancel or resume it yet: it turns active or expires by itself.
  const awaitingFirstPayment = subscription.status === "incomplete";

  async function run(action: () => Promise<unknown>, failure: string) {
    setError(undefined);
    try {
      await action();
    } catch {
      setError(failure);
    }
  }

  async function openPortal() {
    setError(undefined);
    try {
      const { url } = await portal.mutateAsync();
      window.location.assign(url);
    } catch {
      setError(t.portalFailed);
    }
  }

  const busy = cancel.isPending || resume.isPending;
  return (
    <Card className="max-w-lg" data-testid="billing-subscription">
      <CardHeader>
        <CardTitle>{t.currentTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3">
          <dt className="text-muted-foreground">{t.product}</dt>
          <dd className="font-medium">{subscription.productName ?? offer.productName}</dd>
          <dt className="text-muted-foreground">{t.amount}</dt>
          <dd>
            {formatEuro(subscription.unitAmount ?? offer.monthlyCents, subscription.currency ?? offer.currency)}{" "}
            {t.perMonth}
          </dd>
          {!subscription.cancelAtPeriodEnd && (
            <>
              <dt className="text-muted-foreground">{t.status}</dt>
              <dd>
                <StatusBadge status={subscription.status} />
              </dd>
            </>
          )}
        </dl>
        {subscription.cancelAtPeriodEnd ? (
          <Alert variant="warning" data-testid="subscription-ends">
            {t.endsOn(periodEnd ?? "–")}
          </Alert>
        ) : (
          periodEnd &&
          !ended &&
          !awaitingFirstPayment && <p className="text-sm text-muted-foreground">{t.renewsOn(periodEnd)}</p>
        )}
        {awaitingFirstPayment && <Alert data-testid="first-payment-pending">{t.firstPaymentPending}</Alert>}
        {error && <Alert variant="destructive">{error}</Alert>}
        {isOwner ? (
          <div className="flex flex-wrap gap-2">
            {!ended &&
              !awaitingFirstPayment &&
              (subscription.cancelAtPeriodEnd ? (
                <Button onClick={() => run(() => resume.mutateAsync(), t.resumeFailed)} disabled={busy}>
                  {resume.isPending ? <Spinner label={t.resume} /> : t.resume}
                </Button>
              ) : (
                <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
                  {cancel.isPending ? <Spinner label={t.cancel} /> : t.cancel}
                </Button>
              ))}
            <Button variant="secondary" onClick={openPortal} disabled={portal.isPending}>
              {portal.isPending ? <Spinner label={t.manage} /> : t.manage}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.ownerOnly}</p>
        )}
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={t.confirmCancelTitle} description={t.confirmCancelText(periodEnd)}>
          <ConfirmActions
            keep={t.keep}
            confirm={t.confirmCancel}
            onConfirm={() => {
              setConfirming(false);
              void run(() => cancel.mutateAsync(), t.cancelFailed);
            }}
          />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
