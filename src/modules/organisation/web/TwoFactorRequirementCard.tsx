/**
 * 'Tweestapsverificatie verplicht': an Eigenaar requires two-factor sign-in of every member of the
 * organisation. Members without it are then led to set it up before they see any data.
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/input";
import { accountPath, useCan, useMe } from "@/lib/session";
import { useToggleSave } from "@/lib/use-toggle-save";
import { useUpdateOrganisation } from "./api";
import { messages } from "./messages";

const t = messages.twoFactor;

export function TwoFactorRequirementCard() {
  const me = useMe();
  const isOwner = useCan("organisation.edit");
  const update = useUpdateOrganisation();
  const required = me?.organisation.twoFactorRequired ?? false;
  const ownEnabled = me?.twoFactor.enabled ?? false;
  const id = React.useId();

  const { result, onChange } = useToggleSave((next) => update.mutateAsync({ twoFactorRequired: next }), {
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
            id={`${id}-required`}
            checked={required}
            disabled={!isOwner || update.isPending}
            onCheckedChange={(v) => void onChange(v === true)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5"
          />
          <div className="space-y-1">
            <Label htmlFor={`${id}-required`}>{t.label}</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t.hint}
              {isOwner && !ownEnabled && t.hintOwnFirst}
              {!isOwner && t.hintOwnerOnly}
            </p>
          </div>
        </div>
        <div role="status" aria-live="polite">
          {result && <Alert variant={result.failed ? "warning" : "success"}>{result.text}</Alert>}
        </div>
        <p className="text-sm">
          <Link to={accountPath} className="text-primary underline-offset-4 hover:underline">
            {t.ownLink}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
