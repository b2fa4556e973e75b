/**
 * 'Bevestig uw e-mailadres': shown above every signed-in page while the account's address is not
 * confirmed, when this installation sends mail (SMTP_URL). Signing in and working go on as usual;
 * 'Opnieuw versturen' sends the link again; the cross closes it for the session. One or two lines on
 * a phone, and rendered with the page (the router loads the setting first), so nothing below it jumps. It sits above the page's main region (app chrome, like
 * the top bar: the skip link jumps past it). Not a live region of its own (each page has one): the
 * result is focused, so a screen reader reads it.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { X } from "lucide-react";
import { client, done, errorMessage } from "@/lib/api";
import { focusElement, mainId } from "@/lib/a11y";
import { usePublicConfig } from "@/lib/public-config";
import { useMe } from "@/lib/session";
import { messages } from "./messages";

const t = messages.verifyEmail;

const dismissedKey = (userId: string) => `normwijs:e-mail-melding-gesloten:${userId}`;

function readDismissed(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === "1";
  } catch {
    return false;
  }
}

export function VerifyEmailBanner() {
  const me = useMe();
  const mailEnabled = usePublicConfig()?.mailEnabled;
  const [result, setResult] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  // Closed for this session (this tab), not for good: the address still needs confirming.
  const [dismissed, setDismissed] = React.useState(() => readDismissed(me?.user.id));
  const resultRef = React.useRef<HTMLParagraphElement>(null);

  React.useEffect(() => {
    if (result) focusElement(resultRef.current);
  }, [result]);

  if (!me || !mailEnabled || me.user.emailVerified || dismissed) return null;

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

  function dismiss() {
    setDismissed(true);
    try {
      sessionStorage.setItem(dismissedKey(me!.user.id), "1");
    } catch {
      // Without storage it stays closed until the page is loaded again.
    }
    focusElement(document.getElementById(mainId));
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-3 md:px-8 md:pt-6 print:hidden">
      <section
        aria-label={t.label}
        className="flex items-start gap-2 rounded-lg border border-amber-500/50 bg-amber-50 py-2 pl-3 pr-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        data-testid="verify-email-banner"
      >
        <div className="min-w-0 flex-1">
          <p>
            <span className="font-semibold">{t.title}.</span> {t.sentTo}{" "}
            <span className="[overflow-wrap:anywhere]">{me.user.email}</span>.{" "}
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 align-baseline text-amber-900 underline dark:text-amber-100"
              disabled={busy}
              onClick={() => void resend()}
            >
              {t.resend}
            </Button>
          </p>
          {result && (
            <p ref={resultRef} tabIndex={-1} className="mt-1 font-medium outline-none">
              {result}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label={t.dismiss}
          onClick={dismiss}
          className="shrink-0 rounded p-1.5 hover:bg-black/5 dark:hover:bg-white/10"
        >
          <X aria-hidden className="size-4" />
        </button>
      </section>
    </div>
  );
}
