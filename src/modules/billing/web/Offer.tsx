/**
 * The offer: one plan, the amounts from cents, four lines and 'Abonneren'. The lines
 * (shared/billing.ts) name only what the product does today.
 */
import * as React from "react";
import { Check } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api";
import { formatEuro } from "../model";
import { offer } from "../messages";
import { useCreateCheckout } from "./api";
import { t } from "./messages";

export function Offer({ canSubscribe }: { canSubscribe: boolean }) {
  const checkout = useCreateCheckout();
  const [error, setError] = React.useState<string>();
  const [redirecting, setRedirecting] = React.useState(false);

  async function subscribe() {
    setError(undefined);
    try {
      const session = await checkout.mutateAsync();
      // No address to pay at: for the visitor that is simply a checkout that did not start.
      if (!session.sessionId || !session.url) return setError(t.checkoutFailed);
      setRedirecting(true);
      window.location.assign(session.url);
    } catch (err) {
      setError(err instanceof ApiRequestError && err.message ? err.message : t.checkoutFailed);
    }
  }

  const busy = checkout.isPending || redirecting;
  return (
    <Card className="max-w-lg" data-testid="billing-offer">
      <CardHeader>
        <CardTitle as="h2">{t.offerTitle}</CardTitle>
        <CardDescription>{t.offerDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-1">
          <p className="text-3xl font-semibold tracking-tight">
            {formatEuro(offer.monthlyCents)}{" "}
            <span className="text-base font-normal text-muted-foreground">{t.perMonth}</span>
          </p>
          <p className="text-muted-foreground">
            + {formatEuro(offer.setupFeeCents)} {t.once}
          </p>
          <p className="text-sm text-muted-foreground">{t.cancellable}</p>
        </div>
        <ul className="space-y-2">
          {offer.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {error && <Alert variant="destructive">{error}</Alert>}
        {canSubscribe ? (
          <Button size="lg" className="w-full" onClick={subscribe} disabled={busy}>
            {busy ? <Spinner label={t.redirecting} /> : t.subscribe}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t.ownerOnly}</p>
        )}
      </CardContent>
    </Card>
  );
}
