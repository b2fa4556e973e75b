/**
 * 'Bevestig uw e-mailadres': shown above every signed-in page while the account's address is not
 * confirmed, when this installation sends mail (SMTP_URL). Signing in and working go on as usual;
 * 'Opnieuw versturen' sends the link again. It sits above the page's main region (app chrome, like
 * the top bar: the skip link jumps past it). Not a live region of its own (each page has one): the
 * result is focused, so a screen reader reads it.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { client, done, errorMessage } from "@/lib/api";
import { focusElement } from "@/lib/a11y";
import { usePublicConfig } from "@/lib/public-config";
import { useMe } from "@/lib/session";
import { messages } from "./messages";

const t = messages.verifyEmail;

export function VerifyEmailBanner() {
  const me = useMe();
  const mailEnabled = usePublicConfig()?.mailEnabled;
  const [result, setResult] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const resultRef = React.useRef<HTMLParagraphElement>(null);

  React.useEffect(() => {
    if (result) focusElement(resultRef.current);
  }, [result]);

  if (!me || !mailEnabled || me.user.emailVerified) return null;

  async function resend() {
    setBusy(true);
    try {
      await done(client.auth["send-verification-email"].$post());
      setResult(t.resent(me!.user.email));
    } catch (e) {
      setResult(errorMessage(e, t.resendFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-4 md:px-8 md:pt-8 print:hidden">
      <section
        aria-label={t.label}
        className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/50 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        data-testid="verify-email-banner"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold">{t.title}</p>
          <p>
            {t.sentTo} <span className="break-all">{me.user.email}</span>
            {t.why}
          </p>
          {result && (
            <p ref={resultRef} className="font-medium outline-none">
              {result}
            </p>
          )}
        </div>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void resend()}>
          {t.resend}
        </Button>
      </section>
    </div>
  );
}
