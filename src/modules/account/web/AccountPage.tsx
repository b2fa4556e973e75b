/**
 * Instellingen > Account (/instellingen/account): the signed-in person's own account — name,
 * e-mail address, password, two-factor sign-in and active sessions — one card per section. Every role may use it. Results are announced in one live region.
 */
import * as React from "react";
import { passwordRules } from "@modules/auth/model";
import { useQueryClient } from "@tanstack/react-query";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { refreshMe, useMe } from "@/lib/session";
import { usePublicConfig } from "@/lib/public-config";
import { accountMessages } from "../messages";
import { changeEmailSchema, changeNameSchema, changePasswordSchema } from "../schemas";
import { errorMessage, hasCode } from "@/lib/api";
import { changeEmail, changeName, changePassword, sessionsQuery } from "./api";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./two-factor/TwoFactorSection";
import { messages } from "./messages";

const t = messages;

export function AccountPage() {
  const { result, announce } = useResult();
  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      <ResultRegion result={result} testId="account-result" />
      <div className="space-y-6">
        <NameSection announce={announce} />
        <EmailSection announce={announce} />
        <PasswordSection announce={announce} />
        <TwoFactorSection />
        <SessionsSection announce={announce} />
      </div>
    </>
  );
}

/** A card with one small form: its fields, one error per field, and a submit button. */
function useForm() {
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = React.useState(false);
  return { errors, setErrors, busy, setBusy };
}

function NameSection({ announce }: { announce: Announce }) {
  const me = useMe();
  const [name, setName] = React.useState(me?.user.name ?? "");
  const { errors, setErrors, busy, setBusy } = useForm();
  const id = React.useId();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = changeNameSchema.safeParse({ name });
    if (!parsed.success) return setErrors({ name: parsed.error.issues[0]?.message });
    setErrors({});
    setBusy(true);
    try {
      await changeName(parsed.data.name);
      setName(parsed.data.name);
      await refreshMe();
      announce(t.name.changed(parsed.data.name));
    } catch (err) {
      announce(errorMessage(err), true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.name.title}</CardTitle>
        <CardDescription>{t.name.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.name.formLabel}>
          <Field
            id={`${id}-name`}
            label={t.name.label}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={t.saving} /> : t.name.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function EmailSection({ announce }: { announce: Announce }) {
  const me = useMe();
  const mailEnabled = usePublicConfig()?.mailEnabled ?? false;
  const { errors, setErrors, busy, setBusy } = useForm();
  const id = React.useId();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const parsed = changeEmailSchema.safeParse({
      newEmail: data.get("newEmail") ?? "",
      currentPassword: data.get("currentPassword") ?? "",
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ [String(issue?.path[0])]: issue?.message });
    }
    if (parsed.data.newEmail === me?.user.email.toLowerCase())
      return setErrors({ newEmail: accountMessages.sameEmail });
    setErrors({});
    setBusy(true);
    try {
      const result = await changeEmail(parsed.data);
      form.reset();
      if (result.pending) {
        announce(t.email.pending(parsed.data.newEmail));
      } else {
        await refreshMe();
        announce(t.email.changed(parsed.data.newEmail));
      }
    } catch (err) {
      if (hasCode(err, "INVALID_PASSWORD")) setErrors({ currentPassword: errorMessage(err) });
      else setErrors({ newEmail: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.email.title}</CardTitle>
        <CardDescription>
          {t.email.now} <strong className="[overflow-wrap:anywhere]">{me?.user.email}</strong>
          {mailEnabled && (me?.user.emailVerified ? t.email.verified : t.email.notVerified)}.{" "}
          {mailEnabled ? t.email.afterLink : t.email.atOnce}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.email.formLabel}>
          <Field
            id={`${id}-email`}
            label={t.email.newEmail}
            name="newEmail"
            type="email"
            autoComplete="email"
            error={errors.newEmail}
          />
          <Field
            id={`${id}-email-password`}
            label={t.email.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={t.wait} /> : t.email.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordSection({ announce }: { announce: Announce }) {
  const { errors, setErrors, busy, setBusy } = useForm();
  const queryClient = useQueryClient();
  const id = React.useId();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: data.get("currentPassword") ?? "",
      newPassword: data.get("newPassword") ?? "",
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ [String(issue?.path[0])]: issue?.message });
    }
    if (data.get("repeat") !== parsed.data.newPassword) return setErrors({ repeat: accountMessages.repeatMismatch });
    setErrors({});
    setBusy(true);
    try {
      await changePassword(parsed.data);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      announce(t.password.changed);
    } catch (err) {
      if (hasCode(err, "INVALID_PASSWORD")) setErrors({ currentPassword: errorMessage(err) });
      else announce(errorMessage(err), true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.password.title}</CardTitle>
        <CardDescription>{t.password.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.password.formLabel}>
          <Field
            id={`${id}-current`}
            label={t.password.current}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword}
          />
          <Field
            id={`${id}-new`}
            label={t.password.new}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={passwordRules}
            error={errors.newPassword}
          />
          <Field
            id={`${id}-repeat`}
            label={t.password.repeat}
            name="repeat"
            type="password"
            autoComplete="new-password"
            error={errors.repeat}
          />
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={t.saving} /> : t.password.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
