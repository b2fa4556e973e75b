/**
 * 'Wet en klachttermijn' under Instellingen: the Eigenaar says which law the organisation works
 * under (shared/complaint-terms.ts) and, under the Jeugdwet, the term of its own complaint
 * regulation. Until answered, the complaint clock counts the earlier of both laws' terms.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { useCan, useMe } from "@/lib/session";
import { complaintWeeksLimits, isComplaintWeeks, regimes, regimeMessages, type Regime } from "@norm/complaint-terms";
import { useUpdateOrganisation } from "./api";
import { messages } from "./messages";

const t = messages.regime;

export function RegimeCard() {
  const me = useMe();
  const isOwner = useCan("organisation.edit");
  const update = useUpdateOrganisation();
  const id = React.useId();
  const stored = me?.organisation;
  const [regime, setRegime] = React.useState<Regime | null>(stored?.regime ?? null);
  const [weeks, setWeeks] = React.useState(String(stored?.complaintWeeks ?? complaintWeeksLimits.jeugdwetDefault));
  const [error, setError] = React.useState<{ regime?: string; weeks?: string }>();
  const [result, setResult] = React.useState<{ failed: boolean; text: string }>();
  const ownTerm = regime === "jeugdwet" || regime === "beide";

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (update.isPending) return;
    setResult(undefined);
    if (!regime) return setError({ regime: regimeMessages.regimeMissing });
    const parsedWeeks = Number(weeks.trim() === "" ? NaN : weeks);
    if (ownTerm && !isComplaintWeeks(parsedWeeks)) return setError({ weeks: regimeMessages.weeksInvalid });
    setError(undefined);
    try {
      await update.mutateAsync({
        regime,
        ...(ownTerm && isComplaintWeeks(parsedWeeks) ? { complaintWeeks: parsedWeeks } : {}),
      });
      setResult({ failed: false, text: t.saved });
    } catch (err) {
      setResult({ failed: true, text: errorMessage(err, messages.saveFailed) });
    }
  }

  return (
    <Card data-testid="regime-card">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
          <fieldset className="space-y-2" aria-describedby={error?.regime ? `${id}-regime-err` : undefined}>
            <legend className="text-sm font-medium">{t.legend}</legend>
            {regimes.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-regime`}
                  value={value}
                  className="size-4 accent-primary"
                  checked={regime === value}
                  disabled={!isOwner}
                  onChange={() => setRegime(value)}
                />
                {t.options[value]}
              </label>
            ))}
            {error?.regime && (
              <p id={`${id}-regime-err`} role="alert" className="text-sm text-destructive">
                {error.regime}
              </p>
            )}
          </fieldset>
          {stored?.regime === null && <p className="text-sm text-muted-foreground">{t.unanswered}</p>}
          {ownTerm && (
            <Field
              id={`${id}-weeks`}
              label={t.weeks}
              hint={t.weeksHint}
              type="number"
              inputMode="numeric"
              min={complaintWeeksLimits.min}
              max={complaintWeeksLimits.max}
              className="w-28"
              value={weeks}
              disabled={!isOwner}
              error={error?.weeks}
              onChange={(e) => setWeeks(e.target.value)}
            />
          )}
          {isOwner ? (
            <Button type="submit" aria-disabled={update.isPending} aria-busy={update.isPending}>
              {update.isPending ? t.saving : t.save}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t.ownerOnly}</p>
          )}
          <div role="status" aria-live="polite">
            {result && <Alert variant={result.failed ? "warning" : "success"}>{result.text}</Alert>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
