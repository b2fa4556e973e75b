/** Instellingen: the organisation's name, which only an Eigenaar changes. */
import * as React from "react";
import { organisationNameSchema } from "../../../shared/schemas";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api";
import { useCan, useMe } from "@/lib/session";
import { useRenameOrganisation } from "./api";
import { messages } from "./messages";

export function OrganisationNameCard() {
  const me = useMe();
  const rename = useRenameOrganisation();
  const [name, setName] = React.useState(me?.organisation.name ?? "");
  const [error, setError] = React.useState<string>();
  const [saved, setSaved] = React.useState(false);
  const isOwner = useCan("organisation.edit");

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSaved(false);
    const parsed = organisationNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      const org = await rename.mutateAsync(parsed.data);
      setName(org.name);
      setSaved(true);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : messages.saveFailed);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.organisation.title}</CardTitle>
        <CardDescription>{messages.organisation.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="organisatienaam">{messages.organisation.name}</Label>
            <Input
              id="organisatienaam"
              value={name}
              placeholder={messages.organisation.placeholder}
              maxLength={200}
              disabled={!isOwner}
              onChange={(e) => {
                setName(e.target.value);
                setSaved(false);
              }}
              aria-invalid={!!error}
              aria-describedby="organisatienaam-err"
            />
            <FieldError id="organisatienaam-err">{error}</FieldError>
            {saved && (
              <p role="status" className="text-sm text-green-700 dark:text-green-400">
                {messages.organisation.saved}
              </p>
            )}
            {!isOwner && <p className="text-sm text-muted-foreground">{messages.organisation.ownerOnly}</p>}
          </div>
          <Button type="submit" className="sm:mt-6" disabled={!isOwner || rename.isPending}>
            {rename.isPending ? <Spinner label={messages.organisation.saving} /> : messages.organisation.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
