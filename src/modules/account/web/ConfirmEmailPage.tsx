/**
 * /e-mail-bevestigen?token=…: the page the verification mails link to. It confirms the address
 * (after sign-up) or makes a new address the account's (after a change on the Account page).
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { clearMe } from "@/lib/session";
import { accountMessages } from "../messages";
import { AccountLayout } from "./AccountLayout";
import { confirmEmail } from "./api";
import { messages } from "./messages";

const t = messages.confirmEmail;
import { paths } from "@core/shared/paths";

type Result = { ok: true; email: string | null } | { ok: false };

export function ConfirmEmailPage({ token }: { token: string }) {
  const [result, setResult] = React.useState<Result | undefined>(token ? undefined : { ok: false });
  const started = React.useRef(false);

  React.useEffect(() => {
    // Once, also under React's double effects in development.
    if (!token || started.current) return;
    started.current = true;
    confirmEmail(token).then(
      (r) => {
        clearMe();
        setResult({ ok: true, email: r.email });
      },
      () => setResult({ ok: false }),
    );
  }, [token]);

  const title = !result ? t.title : result.ok ? t.doneTitle : t.invalidTitle;
  return (
    <AccountLayout title={title}>
      <div role="status" aria-live="polite" data-testid="account-result">
        {result?.ok && (
          <Alert variant="success" role="none">
            {result.email ? t.changed(result.email) : t.confirmed}
          </Alert>
        )}
      </div>
      {!result && <Spinner label={t.confirming} />}
      {result && !result.ok && (
        <p>
          {accountMessages.linkInvalid} {t.invalidHint}
        </p>
      )}
      {result && (
        <Link to={paths.home} className="block text-sm text-primary underline">
          {t.toApp}
        </Link>
      )}
    </AccountLayout>
  );
}
