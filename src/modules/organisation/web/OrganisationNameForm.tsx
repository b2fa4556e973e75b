/**
 * The organisation's name as a small form (the same rules as at sign-up): on Instellingen, and on
 * the Overzicht as the first step for an organisation that has no name yet.
 */
import * as React from "react";
// The plain check, not the zod schema: the Overzicht shows this form and would load zod for it.
import { checkOrganisationName } from "@modules/auth/model";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api";
import { useCan, useMe } from "@/lib/session";
import { useRenameOrganisation } from "./api";
import { messages } from "./messages";

const t = messages.organisation;

export function OrganisationNameForm({ id = "organisatienaam" }: { id?: string }) {
  const me = useMe();
  const rename = useRenameOrganisation();
  const [name, setName] = React.useState(me?.organisation.name ?? "");
  const [error, setError] = React.useState<string>();
  const [saved, setSaved] = React.useState(false);
  const isOwner = useCan("organisation.edit");

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSaved(false);
    const checked = checkOrganisationName({ organisationName: name });
    if (!checked.ok) return setError(checked.errors.organisationName);
    setError(undefined);
    try {
      const org = await rename.mutateAsync(checked.data.organisationName);
      setName(org.name);
      setSaved(true);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : messages.saveFailed);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={id}>{t.name}</Label>
        <Input
          id={id}
          value={name}
          placeholder={t.placeholder}
          maxLength={200}
          disabled={!isOwner}
          autoComplete="organization"
          onChange={(e) => {
            setName(e.target.value);
            setSaved(false);
          }}
          aria-invalid={!!error}
          aria-describedby={`${id}-err`}
        />
        <FieldError id={`${id}-err`}>{error}</FieldError>
        {saved && (
          <p role="status" className="text-sm text-green-700 dark:text-green-400">
            {t.saved}
          </p>
        )}
        {!isOwner && <p className="text-sm text-muted-foreground">{t.ownerOnly}</p>}
      </div>
      <Button type="submit" className="sm:mt-6" disabled={!isOwner || rename.isPending}>
        {rename.isPending ? <Spinner label={t.saving} /> : t.save}
      </Button>
    </form>
  );
}

/**
 * The Overzicht's first step while the organisation has no name (an account made before sign-up
 * asked for it): for the owner, who can give it; it goes once the name is saved.
 */
export function OrganisationNameStep() {
  const me = useMe();
  const isOwner = useCan("organisation.edit");
  // Kept while open, so the saved message shows before the card goes on the next visit.
  const [unnamed] = React.useState(() => !me?.organisation.name.trim());
  if (!unnamed || !isOwner) return null;
  return (
    <Card data-testid="name-step">
      <CardHeader>
        <CardTitle as="h2">{messages.nameStep.title}</CardTitle>
        <CardDescription>{messages.nameStep.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <OrganisationNameForm id="organisatienaam-eerste-stap" />
      </CardContent>
    </Card>
  );
}
