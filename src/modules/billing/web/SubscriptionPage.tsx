/** /abonnement: a spinner, then an error box, or the current subscription, or the offer. */
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/lib/session";
import { isRunningStatus, type AccessDto } from "../model";
import { formatDateNl } from "@core/shared/format-date";
import { isBillingDisabled, useSubscription } from "./api";
import { t } from "./messages";
import { CurrentSubscription } from "./CurrentSubscription";
import { Offer } from "./Offer";

export function SubscriptionPage() {
  const query = useSubscription();
  const isOwner = useCan("billing.manage");

  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={t.loading} />;
  } else if (query.isError) {
    body = isBillingDisabled(query.error) ? (
      <Alert title={t.notConfiguredTitle} data-testid="billing-disabled">
        {t.notConfigured}
      </Alert>
    ) : (
      <Alert variant="destructive" title={t.loadFailed}>
        <p>{query.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  } else {
    const { subscription, access } = query.data;
    // The same rule as the server's refusal of a second checkout.
    const running = subscription !== null && isRunningStatus(subscription.status);
    body = (
      <div className="space-y-6">
        <AccessNotice access={access} hasSubscription={running} />
        {running ? (
          <CurrentSubscription subscription={subscription} isOwner={isOwner} />
        ) : (
          <>
            {subscription && <p className="text-muted-foreground">{t.previousEnded}</p>}
            <Offer canSubscribe={isOwner} />
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t.title} />
      {body}
    </>
  );
}

function AccessNotice({ access, hasSubscription }: { access: AccessDto; hasSubscription: boolean }) {
  if (hasSubscription || !access.trialEndsAt) return null;
  const until = formatDateNl(new Date(access.trialEndsAt));
  if (access.reason === "trial") return <Alert data-testid="trial-notice">{t.trialUntil(until)}</Alert>;
  if (access.reason === "none")
    return (
      <Alert variant="warning" title={t.trialOverTitle}>
        {t.trialOver}
      </Alert>
    );
  return null;
}
