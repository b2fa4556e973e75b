/**
 * The sign-up / sign-in form of the landing page and /login. Follows SIGNUP_MODE: open (create an
 * account or sign in), waitlist (leave your e-mail; once the admission mail came, create the account —
 * the waitlist answer itself never says whether an address was admitted), closed
 * (sign in only). Validates with the plain checks of auth/checks.ts, which give the same
 * answers as the server's zod schemas without loading zod on the landing page.
 */
import * as React from "react";
import { checkSignIn, checkSignUp, checkWaitlist, passwordRules } from "../checks";
import { paths } from "@core/shared/paths";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { NavLink as Link, useNav } from "@/lib/nav";
import { usePublicConfig } from "@/lib/public-config";
import { ApiRequestError } from "@/lib/fetch";
import { joinWaitlist, signIn, signUp } from "./api";
import { messages } from "./messages";

type Mode = "signup" | "signin" | "waitlist";

// Only accounts with two-factor sign-in need the code step: its own chunk, off the sign-in page.
const TwoFactorStep = React.lazy(() => import("./TwoFactorStep").then((m) => ({ default: m.TwoFactorStep })));
type Errors = Partial<Record<"name" | "email" | "password" | "organisationName" | "form", string>>;

export function AuthForm({ initialMode }: { initialMode?: "signin" }) {
  const config = usePublicConfig();
  const signupMode = config?.signupMode ?? "open";
  const defaultMode: Mode =
    initialMode ?? (signupMode === "open" ? "signup" : signupMode === "waitlist" ? "waitlist" : "signin");
  const [mode, setMode] = React.useState<Mode>(defaultMode);
  const [admitted, setAdmitted] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [notice, setNotice] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const [codeStep, setCodeStep] = React.useState(false);
  const { afterSignIn: signedIn } = useNav();
  const id = React.useId();

  React.useEffect(() => setMode(defaultMode), [defaultMode]);

  const showSignupFields = mode === "signup" || (mode === "waitlist" && admitted);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setErrors({});
    setNotice(undefined);
    try {
      setBusy(true);
      if (mode === "waitlist" && !admitted) {
        const parsed = checkWaitlist(form);
        if (!parsed.ok) return setErrors(parsed.errors);
        await joinWaitlist(parsed.data.email);
        setNotice(messages.onWaitlist);
        return;
      }
      if (showSignupFields) {
        const parsed = checkSignUp(form);
        if (!parsed.ok) return setErrors(parsed.errors);
        await signUp(parsed.data);
      } else {
        const parsed = checkSignIn(form);
        if (!parsed.ok) return setErrors(parsed.errors);
        const answer = await signIn(parsed.data);
        if (answer?.twoFactorRedirect) return setCodeStep(true);
      }
      await signedIn();
    } catch (err) {
      setErrors({ form: err instanceof ApiRequestError ? err.message : messages.failed });
    } finally {
      setBusy(false);
    }
  }

  if (codeStep) {
    return (
      <React.Suspense fallback={<Spinner label={messages.wait} />}>
        <TwoFactorStep onSignedIn={signedIn} onRestart={() => setCodeStep(false)} />
      </React.Suspense>
    );
  }

  const submitLabel =
    mode === "waitlist" && !admitted ? messages.joinWaitlist : showSignupFields ? messages.signUp : messages.signIn;

  return (
    <div className="space-y-4">
      {signupMode !== "closed" && (
        <div role="group" aria-label={messages.modeLabel} className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
          <ToggleButton
            active={mode !== "signin"}
            onClick={() => setMode(signupMode === "waitlist" ? "waitlist" : "signup")}
          >
            {signupMode === "waitlist" ? messages.waitlist : messages.newAccount}
          </ToggleButton>
          <ToggleButton active={mode === "signin"} onClick={() => setMode("signin")}>
            {messages.haveAccount}
          </ToggleButton>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={submitLabel}>
        {showSignupFields && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>{messages.name}</Label>
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? `${id}-name-err` : undefined}
            />
            <FieldError id={`${id}-name-err`}>{errors.name}</FieldError>
          </div>
        )}
        {showSignupFields && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-organisation`}>{messages.organisationName}</Label>
            <Input
              id={`${id}-organisation`}
              name="organisationName"
              autoComplete="organization"
              aria-invalid={!!errors.organisationName}
              aria-describedby={`${id}-organisation-hint${errors.organisationName ? ` ${id}-organisation-err` : ""}`}
            />
            <p id={`${id}-organisation-hint`} className="text-xs text-muted-foreground">
              {messages.organisationNameHint}
            </p>
            <FieldError id={`${id}-organisation-err`}>{errors.organisationName}</FieldError>
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-email`}>{messages.email}</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? `${id}-email-err` : undefined}
          />
          <FieldError id={`${id}-email-err`}>{errors.email}</FieldError>
        </div>
        {(mode !== "waitlist" || admitted) && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-password`}>{messages.password}</Label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete={showSignupFields ? "new-password" : "current-password"}
              aria-invalid={!!errors.password}
              aria-describedby={
                [showSignupFields && `${id}-password-hint`, errors.password && `${id}-password-err`]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
            />
            {showSignupFields && (
              <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
                {passwordRules}
              </p>
            )}
            <FieldError id={`${id}-password-err`}>{errors.password}</FieldError>
            {mode === "signin" && (
              <Link to={paths.wachtwoordVergeten} className="inline-block text-sm text-primary underline">
                {messages.forgotPassword}
              </Link>
            )}
          </div>
        )}
        {admitted && <Alert variant="success">{messages.admitted}</Alert>}
        {notice && <Alert variant="success">{notice}</Alert>}
        {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner label={messages.wait} /> : submitLabel}
        </Button>
        {mode !== "signin" && (
          <p className="text-xs text-muted-foreground">
            {messages.consent.before}{" "}
            <Link to={paths.voorwaarden} className="text-primary underline">
              {messages.consent.terms}
            </Link>
            {messages.consent.middle}{" "}
            <Link to={paths.privacy} className="text-primary underline">
              {messages.consent.privacy}
            </Link>
            .
          </p>
        )}
        {mode === "waitlist" && !admitted && (
          <Button
            type="button"
            variant="link"
            className="w-full"
            onClick={() => {
              setAdmitted(true);
              setNotice(undefined);
            }}
          >
            {messages.iWasAdmitted}
          </Button>
        )}
      </form>
    </div>
  );
}

function ToggleButton({ active, onClick, children }: { active: boolean; onClick(): void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={
        active
          ? "rounded-sm bg-background px-3 py-1.5 text-sm font-medium shadow-sm"
          : "rounded-sm px-3 py-1.5 text-sm text-muted-foreground"
      }
    >
      {children}
    </button>
  );
}
