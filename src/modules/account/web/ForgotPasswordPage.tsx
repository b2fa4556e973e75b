/**
 * /wachtwoord-vergeten: ask for a reset link. The answer is the same whether or not the address has
 * an account, so this page never tells who uses Normwijs.
 */
import { errorMessage } from "@/lib/api";
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { requestResetSchema } from "../schemas";
import { AccountLayout } from "./AccountLayout";
import { requestPasswordReset } from "./api";
import { messages } from "./messages";

const t = messages.forgot;
import { paths } from "@core/shared/paths";

export function ForgotPasswordPage() {
  const [error, setError] = React.useState<string>();
  const [fieldError, setFieldError] = React.useState<string>();
  const [sent, setSent] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const id = React.useId();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(undefined);
    const parsed = requestResetSchema.safeParse({ email: new FormData(e.currentTarget).get("email") ?? "" });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    setBusy(true);
    try {
      setSent((await requestPasswordReset(parsed.data.email)).message);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout title={t.title}>
      <div role="status" aria-live="polite" data-testid="account-result">
        {sent && (
          <Alert variant="success" role="none">
            {sent}
          </Alert>
        )}
      </div>
      {!sent && (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.formLabel}>
          <p>{t.intro}</p>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-email`}>{t.email}</Label>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              aria-invalid={!!fieldError}
              aria-describedby={fieldError ? `${id}-email-err` : undefined}
            />
            <FieldError id={`${id}-email-err`}>{fieldError}</FieldError>
          </div>
          {error && <Alert variant="destructive">{error}</Alert>}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? <Spinner label={messages.wait} /> : t.submit}
          </Button>
        </form>
      )}
      <Link to={paths.login} className="block text-sm text-primary underline">
        {t.backToSignIn}
      </Link>
    </AccountLayout>
  );
}
