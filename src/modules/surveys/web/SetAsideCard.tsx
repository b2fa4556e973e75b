/**
 * Answers that came in past the link's limit (a flood through a leaked link) wait here for an
 * Eigenaar: 'Accepteren' puts them all in the results, 'Verwijderen' removes them all. Shown only
 * while there are any.
 */
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import { setAsideQuery, useDecideSetAside } from "./api";
import { surveyText as t } from "./messages";

export function SetAsideCard({ announce }: { announce: Announce }) {
  const setAside = useQuery(setAsideQuery);
  const decide = useDecideSetAside();
  const count = setAside.data?.count ?? 0;
  if (!count) return null;

  function choose(decision: "accept" | "discard") {
    decide.mutate(decision, {
      onSuccess: (n) => announce(decision === "accept" ? t.setAsideAccepted(n) : t.setAsideDiscarded(n)),
      onError: (e) => announce(errorMessage(e), true),
    });
  }

  return (
    <Card className="print:hidden" data-testid="survey-set-aside">
      <CardHeader>
        <CardTitle as="h2">{t.setAsideTitle}</CardTitle>
        <CardDescription>{t.setAsideText(count)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button onClick={() => choose("accept")} disabled={decide.isPending}>
          {t.setAsideAccept}
        </Button>
        <Button variant="outline" onClick={() => choose("discard")} disabled={decide.isPending}>
          {t.setAsideDiscard}
        </Button>
      </CardContent>
    </Card>
  );
}
