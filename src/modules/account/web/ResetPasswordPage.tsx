/**
 * /wachtwoord-herstellen?token=…: the page the reset mail links to. It first checks the link; a
 * used or expired one gets a clear message and a way to ask a new one. After the new password is
 * set, every session has ended: the person signs in again.
 */
import * as React from "react";
import { passwordSchema } from "@modules/auth/schemas";
import { passwordRules } from "@modules/auth/model";
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { clearMe } from "@/lib/session";
import { accountMessages } from "../messages";
import { AccountLayout } from "./AccountLayout";
import { resetLinkValid, resetPassword } from "./api";
import { messages } from "./messages";

const t = messages.reset;
import { paths } from "@core/shared/paths";

type State = "checking" | "invalid" | "form" | "done";

export function ResetPasswordPage({ token }: { token: string }) {
  const [state, setState] = React.useState<State>(token ? "checking" : "invalid");
  const [errors, setErrors] = React.useState<{ password?: string; repeat?: string; form?: string }>({});
  const [busy, setBusy] = React.useState(false);
  const id = React.useId();

  React.useEffect(() => {
    if (!token) return;
    let live = true;
    resetLinkValid(token).then(
      (valid) => live && setState(valid ? "form" : "invalid"),
      (e: unknown) => live && (setState("form"), setErrors({ form: errorMessage(e) })),
    );
    return () => {
      live = false;
    };
  }, [token]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get("password") ?? "");
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (password !== form.get("repeat")) return setErrors({ repeat: accountMessages.repeatMismatch });
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(token, parsed.data);
      // Every session ended, this tab's too.
      clearMe();
      setState("done");
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === "INVALID_TOKEN") setState("invalid");
      else setErrors({ form: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const title = state === "invalid" ? t.invalidTitle : t.title;
  return (
    <AccountLayout title={title}>
      <div role="status" aria-live="polite" data-testid="account-result">
        {state === "done" && (
          <Alert variant="success" role="none">
            {accountMessages.resetDone}
          </Alert>
        )}
      </div>
      {state === "checking" && <Spinner label={t.checking} />}
      {state === "done" && (
        <Button asChild className="w-full">
          <Link to={paths.login}>{t.signIn}</Link>
        </Button>
      )}
      {state === "invalid" && (
        <>
          <p>
            {accountMessages.linkInvalid} {t.invalidHint}
          </p>
          <Button asChild className="w-full">
            <Link to={paths.wachtwoordVergeten}>{t.newLink}</Link>
          </Button>
        </>
      )}
      {state === "form" && (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.title}>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-password`}>{t.new}</Label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.password}
              aria-describedby={`${id}-hint${errors.password ? ` ${id}-password-err` : ""}`}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {passwordRules}
            </p>
            <FieldError id={`${id}-password-err`}>{errors.password}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-repeat`}>{t.repeat}</Label>
            <Input
              id={`${id}-repeat`}
              name="repeat"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.repeat}
              aria-describedby={errors.repeat ? `${id}-repeat-err` : undefined}
            />
            <FieldError id={`${id}-repeat-err`}>{errors.repeat}</FieldError>
          </div>
          {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? <Spinner label={messages.wait} /> : t.submit}
          </Button>
        </form>
      )}
    </AccountLayout>
  );
}
