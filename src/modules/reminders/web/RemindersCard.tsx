/** 'Herinneringen per e-mail': the person's own choice for the weekly digest and the overdue mails. */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/input";
import { useCan } from "@/lib/session";
import { useToggleSave } from "@/lib/use-toggle-save";
import { useReminderPreference, useSetReminderPreference } from "./api";
import { messages } from "./messages";

const t = messages.reminders;

export function RemindersCard() {
  const { data } = useReminderPreference();
  const update = useSetReminderPreference();
  const getsMail = useCan("planning.edit");
  const id = React.useId();

  const { result, onChange } = useToggleSave((next) => update.mutateAsync({ emailReminders: next }), {
    on: t.on,
    off: t.off,
    failed: messages.saveFailed,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-mail`}
            checked={data?.emailReminders ?? false}
            disabled={!data || update.isPending}
            onCheckedChange={(v) => void onChange(v === true)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5"
          />
          <div className="space-y-1">
            <Label htmlFor={`${id}-mail`}>{t.label}</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {getsMail ? t.hint : t.hintReader}
            </p>
          </div>
        </div>
        <div role="status" aria-live="polite">
          {result && <Alert variant={result.failed ? "warning" : "success"}>{result.text}</Alert>}
        </div>
      </CardContent>
    </Card>
  );
}
