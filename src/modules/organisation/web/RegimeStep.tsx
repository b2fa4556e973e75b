/**
 * The Overzicht's question 'Werkt u met jeugdigen onder de Jeugdwet?' (RegimeCard.tsx is the
 * setting itself under Instellingen). Apart from the card, so the Overzicht loads no form code.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api";
import { useCan, useMe } from "@/lib/session";
import type { Regime } from "@norm/complaint-terms";
import { useUpdateOrganisation } from "./api";
import { messages } from "./messages";

/** On the Overzicht, once, for an Eigenaar who has not said yet: the question in plain words. */
export function RegimeStep() {
  const me = useMe();
  const isOwner = useCan("organisation.edit");
  const update = useUpdateOrganisation();
  const [failed, setFailed] = React.useState<string>();
  if (!isOwner || !me || me.organisation.regime !== null) return null;
  const s = messages.regimeStep;
  const choose = async (regime: Regime) => {
    setFailed(undefined);
    try {
      await update.mutateAsync({ regime });
    } catch (err) {
      setFailed(errorMessage(err, messages.saveFailed));
    }
  };
  return (
    <Card data-testid="regime-step">
      <CardHeader>
        <CardTitle as="h2">{s.title}</CardTitle>
        <CardDescription>{s.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          {(["jeugdwet", "wkkgz", "beide"] as const).map((regime) => (
            <Button
              key={regime}
              type="button"
              variant="outline"
              aria-disabled={update.isPending}
              onClick={() => !update.isPending && void choose(regime)}
            >
              {s[regime]}
            </Button>
          ))}
        </div>
        <div role="status" aria-live="polite">
          {failed && <Alert variant="warning">{failed}</Alert>}
        </div>
      </CardContent>
    </Card>
  );
}
