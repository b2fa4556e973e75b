/**
 * /handboek/auditor 'Auditortoegang': an Eigenaar makes a read-only link for an auditor, sees the new
 * link once (copy, or mail it), and sees every link with its status, last use and access records,
 * and can revoke it. Other roles see why they cannot. Results are announced in one live region.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Copy, Mail } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { errorMessage } from "@/lib/api";
import { focusElement } from "@/lib/a11y";
import { fieldErrors } from "@/lib/field-errors";
import { usePublicConfig } from "@/lib/public-config";
import { useCan } from "@/lib/session";
import { formatDateNl, formatDateTimeNl } from "@core/shared/format-date";
import { auditorLinkDays, type AuditorAccessDto, type AuditorLinkDto } from "../model";
import { auditorStatusNames, describeAccess } from "../messages";
import { createAuditorLinkSchema } from "../schemas";
import { auditorLinksQuery, tokenOfUrl, useCreateLink, useMailLink, useRevokeLink } from "./api";
import { auditorText as t } from "./messages";
import { LoadError } from "@/components/ui/load-error";

export function AuditorLinksPage() {
  const canManage = useCan("auditor.manage");
  const { result, announce } = useResult();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {canManage ? (
        <>
          <ResultRegion result={result} testId="auditor-links-result" />
          <div className="space-y-6">
            <CreateCard announce={announce} />
            <LinksCard announce={announce} />
          </div>
        </>
      ) : (
        <Alert>{t.ownerOnly}</Alert>
      )}
    </>
  );
}

type FieldErrors = Partial<Record<"name" | "email" | "days", string>>;
type Created = { id: string; name: string; email: string; url: string };

function CreateCard({ announce }: { announce: Announce }) {
  const create = useCreateLink();
  const mail = useMailLink();
  const mailEnabled = usePublicConfig()?.mailEnabled ?? false;
  const [name, setName] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [days, setDays] = React.useState(String(auditorLinkDays.default));
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [created, setCreated] = React.useState<Created>();
  const linkField = React.useRef<HTMLInputElement>(null);
  const form = React.useRef<HTMLFormElement>(null);
  // A new link, selected once it is on the page, so it can be copied with the keyboard at once.
  const createdId = created?.id;
  React.useEffect(() => {
    if (!createdId) return;
    linkField.current?.focus();
    linkField.current?.select();
  }, [createdId]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createAuditorLinkSchema.safeParse({
      name,
      email,
      days: days.trim() === "" ? Number.NaN : Number(days),
    });
    if (!parsed.success) {
      const next = fieldErrors<keyof FieldErrors>(parsed.error.issues);
      setErrors(next);
      // The first field with an error gets the keyboard.
      const first = (["name", "email", "days"] as const).find((k) => next[k]);
      form.current?.querySelector<HTMLInputElement>(`#auditor-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await create.mutateAsync(parsed.data);
      setCreated({ id: res.link.id, name: res.link.name, email: res.link.email, url: res.url });
      setName("");
      setEmail("");
      setDays(String(auditorLinkDays.default));
      announce(t.created(res.link.name));
    } catch (err) {
      announce(errorMessage(err), true);
    }
  }

  async function onCopy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      announce(t.copied);
    } catch {
      linkField.current?.select();
      announce(t.copyFailed, true);
    }
  }

  async function onMail() {
    if (!created) return;
    try {
      await mail.mutateAsync({ id: created.id, token: tokenOfUrl(created.url) });
      announce(t.mailed(created.email));
    } catch (err) {
      announce(errorMessage(err), true);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.createTitle}</CardTitle>
        <CardDescription>{t.createDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form ref={form} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem]">
          <Field
            id="auditor-name"
            label={t.name}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <Field
            id="auditor-email"
            label={t.email}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Field
            id="auditor-days"
            label={t.days}
            type="number"
            inputMode="numeric"
            min={auditorLinkDays.min}
            max={auditorLinkDays.max}
            step={1}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            hint={t.daysHint}
            error={errors.days}
          />
          <div className="sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t.creating : t.create}
            </Button>
          </div>
        </form>
        {created && (
          <div className="space-y-2 rounded-md border bg-muted/40 p-4" data-testid="auditor-new-link">
            <Label htmlFor="auditor-new-link">{t.newLinkLabel(created.name)}</Label>
            <Input
              id="auditor-new-link"
              ref={linkField}
              readOnly
              value={created.url}
              aria-describedby="auditor-new-link-hint"
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono"
            />
            <p id="auditor-new-link-hint" className="text-xs text-muted-foreground">
              {t.newLinkHint}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => void onCopy()}>
                <Copy /> {t.copy}
              </Button>
              {mailEnabled && (
                <Button type="button" variant="outline" onClick={() => void onMail()} disabled={mail.isPending}>
                  <Mail /> {t.mail}
                  <span className="sr-only">{t.mailTo(created.email)}</span>
                </Button>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function LinksCard({ announce }: { announce: Announce }) {
  const links = useQuery(auditorLinksQuery);
  const [revoking, setRevoking] = React.useState<AuditorLinkDto>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.listTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <Spinner label={t.loading} />
        ) : links.isError ? (
          <LoadError error={links.error} onRetry={links.refetch} />
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.listEmpty}</p>
        ) : (
          <ul className="space-y-6">
            {links.data.map((link) => (
              <li key={link.id} data-testid="auditor-link">
                <LinkEntry link={link} onRevoke={() => setRevoking(link)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RevokeDialog link={revoking} onClose={() => setRevoking(undefined)} announce={announce} />
    </Card>
  );
}

const headingIdOf = (link: AuditorLinkDto) => `auditor-link-${link.id}`;

const accessColumns: RecordColumn<AuditorAccessDto>[] = [
  { title: t.accessWhen, cell: (access) => formatDateTimeNl(access.at), className: "whitespace-nowrap" },
  { title: t.accessWhat, cell: describeAccess, className: "break-words" },
];

function LinkEntry({ link, onRevoke }: { link: AuditorLinkDto; onRevoke: () => void }) {
  const headingId = headingIdOf(link);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 break-words font-semibold">
          {link.name}
        </h3>
        {link.status === "active" && (
          <Button variant="outline" size="sm" onClick={onRevoke}>
            {t.revoke}
            <span className="sr-only">{t.revokeWhich(link.name)}</span>
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted-foreground">{t.columns.email}</dt>
        <dd className="min-w-0 break-words">{link.email}</dd>
        <dt className="text-muted-foreground">{t.columns.until}</dt>
        <dd>{formatDateNl(new Date(link.expiresAt))}</dd>
        <dt className="text-muted-foreground">{t.columns.status}</dt>
        <dd data-testid="auditor-link-status">{auditorStatusNames[link.status]}</dd>
        <dt className="text-muted-foreground">{t.columns.lastUsed}</dt>
        <dd>{link.lastUsedAt ? formatDateTimeNl(link.lastUsedAt) : t.neverUsed}</dd>
      </dl>
      <RecordTable
        label={t.accessTitle(link.name)}
        caption={t.accessTitle(link.name)}
        rowTestId="auditor-access"
        columns={accessColumns}
        rows={link.access}
        rowKey={(_, i) => String(i)}
        empty={<p className="text-sm text-muted-foreground">{t.accessEmpty}</p>}
      />
    </section>
  );
}

function RevokeDialog({
  link,
  onClose,
  announce,
}: {
  link: AuditorLinkDto | undefined;
  onClose: () => void;
  announce: Announce;
}) {
  const revoke = useRevokeLink();
  // Revoked: its 'Intrekken' button is gone, so the keyboard goes to the link's heading instead.
  const focusAfter = React.useRef<string>(undefined);
  async function onConfirm() {
    if (!link) return;
    try {
      await revoke.mutateAsync(link.id);
      focusAfter.current = headingIdOf(link);
      announce(t.revoked(link.name));
    } catch (e) {
      announce(errorMessage(e), true);
    }
    onClose();
  }
  return (
    <Dialog open={Boolean(link)} onOpenChange={(open) => !open && onClose()}>
      {link && (
        <DialogContent
          title={t.revokeTitle(link.name)}
          description={t.revokeDescription}
          onCloseAutoFocus={(e) => {
            const id = focusAfter.current;
            focusAfter.current = undefined;
            if (!id) return;
            e.preventDefault();
            focusElement(document.getElementById(id));
          }}
        >
          <ConfirmActions
            keep={t.cancel}
            confirm={t.revoke}
            onConfirm={() => void onConfirm()}
            pending={revoke.isPending}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
