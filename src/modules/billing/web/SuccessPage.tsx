/**
 * /abonnement/success: 'Bedankt voor uw abonnement'. It asks the server to read the new subscription
 * from Stripe by the session id, so the overview is right without waiting for the webhook.
 */
import * as React from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@core/shared/paths";
import { useSyncSubscription } from "./api";
import { usePageTitle } from "@/lib/a11y";
import { t } from "./messages";

const searchSchema = z.object({ session_id: z.string().startsWith("cs_").optional() }).catch({});

export function SuccessPage() {
  const search = useRouterState({ select: (s) => s.location.search });
  const sessionId = searchSchema.parse(search).session_id;
  const sync = useSyncSubscription();
  const { mutate } = sync;
  const started = React.useRef(false);

  React.useEffect(() => {
    if (!sessionId || started.current) return;
    started.current = true;
    mutate(sessionId);
  }, [sessionId, mutate]);

  usePageTitle(t.successTitle);
  return (
    <Card className="mx-auto mt-8 max-w-lg text-center">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {t.successTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">{t.successText}</p>
        {sync.isPending && <Spinner label={t.syncing} />}
        {sync.isError && <Alert>{t.syncFailed}</Alert>}
        <Button asChild>
          <Link to={paths.abonnement}>{t.toOverview}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
