/**
 * The second step of signing in for an account with two-factor sign-in: the 'Verificatiecode' from
 * the authenticator app, or one of the backup codes. Its own chunk, loaded only when needed, so the
 * sign-in page stays small.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, hasCode } from "@/lib/fetch";
import type { ApiErrorCode } from "@core/shared/errors";
import { verifyBackupCode, verifyCode } from "./api";
import { messages } from "./messages";

const t = messages.twoFactor;

/** These answers end the attempt: the person starts again with e-mail and password. */
const restartCodes: ApiErrorCode[] = ["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"];

export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn(): Promise<void>; onRestart(): void }) {
  const id = React.useId();
  const [backup, setBackup] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const [restart, setRestart] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => inputRef.current?.focus(), [backup]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = inputRef.current?.value.trim() ?? "";
    const code = backup ? raw : raw.replace(/\D/g, "");
    if (!backup && code.length !== 6) {
      setError(t.sixDigits);
      return inputRef.current?.focus();
    }
    if (backup && !code) {
      setError(t.backupMissing);
      return inputRef.current?.focus();
    }
    setError(undefined);
    setBusy(true);
    try {
      await (backup ? verifyBackupCode(code) : verifyCode(code));
      await onSignedIn();
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : messages.failed);
      setRestart(hasCode(err, ...restartCodes));
      inputRef.current?.select();
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const label = backup ? t.backupLabel : t.codeLabel;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.title}>
      <p className="text-sm">{backup ? t.backupHint : t.codeHint}</p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-code`}>{label}</Label>
        <Input
          key={label}
          ref={inputRef}
          id={`${id}-code`}
          name="code"
          inputMode={backup ? "text" : "numeric"}
          autoComplete={backup ? "off" : "one-time-code"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={backup ? 20 : 9}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        <FieldError id={`${id}-err`}>{error}</FieldError>
      </div>
      {restart ? (
        <Button type="button" className="w-full" onClick={onRestart}>
          {t.restart}
        </Button>
      ) : (
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner label={messages.wait} /> : messages.signIn}
        </Button>
      )}
      <Button
        type="button"
        variant="link"
        className="w-full"
        onClick={() => {
          setBackup(!backup);
          setError(undefined);
        }}
      >
        {backup ? t.useApp : t.useBackup}
      </Button>
    </form>
  );
}
