/**
 * /klacht/$token: the complaint form as a client or parent sees it, outside the app and without an
 * account: what the complaint is, whom it is about, and an address for the receipt only (never
 * stored). Links the organisation's complaint regulation when it has one. A closed form says so.
 * Small on purpose, like the questionnaire (no React Query, no class merging).
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Input, Textarea } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/fetch";
import { focusElement, mainId, usePageTitle } from "@/lib/a11y";
import type { PublicComplaintDto } from "../../model";
import { publicMessages as t } from "./messages";
import { loadComplaintForm, sendComplaint } from "./api";

const descriptionMax = 4_000;

type State =
  | { kind: "loading" }
  | { kind: "open"; form: PublicComplaintDto }
  | { kind: "failed"; message: string }
  | { kind: "sent" };

const messageOf = (e: unknown) => (e instanceof ApiRequestError && e.message ? e.message : t.failed);

export function PublicComplaintPage({ token }: { token: string }) {
  usePageTitle(t.title);
  const [state, setState] = React.useState<State>({ kind: "loading" });

  React.useEffect(() => {
    const controller = new AbortController();
    loadComplaintForm(token, controller.signal).then(
      (form) => setState({ kind: "open", form }),
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setState({ kind: "failed", message: messageOf(e) });
      },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <main id={mainId} className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {state.kind === "loading" && <Spinner label={t.loading} />}
      {state.kind === "failed" && (
        <>
          <h1 className="mb-4 text-2xl font-semibold outline-none" tabIndex={-1}>
            {t.title}
          </h1>
          <Alert variant="warning">{state.message}</Alert>
        </>
      )}
      {state.kind === "sent" && <Thanks />}
      {state.kind === "open" && state.form.closed && (
        <div role="status">
          <h1 className="mb-4 text-2xl font-semibold outline-none" tabIndex={-1}>
            {t.title}
          </h1>
          <p>{t.closed}</p>
        </div>
      )}
      {state.kind === "open" && !state.form.closed && (
        <ComplaintForm token={token} form={state.form} onSent={() => setState({ kind: "sent" })} />
      )}
    </main>
  );
}

function Thanks() {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    focusElement(heading.current);
  }, []);
  return (
    <div role="status" data-testid="complaint-sent">
      <h1 ref={heading} className="mb-4 text-2xl font-semibold outline-none" tabIndex={-1}>
        {t.title}
      </h1>
      <p>{t.sent}</p>
    </div>
  );
}

function ComplaintForm({ token, form, onSent }: { token: string; form: PublicComplaintDto; onSent: () => void }) {
  const [description, setDescription] = React.useState("");
  const [involved, setInvolved] = React.useState("");
  const [email, setEmail] = React.useState("");
  const [sending, setSending] = React.useState(false);
  const [error, setError] = React.useState<string>();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      await sendComplaint(token, { description, involved, email });
      onSent();
    } catch (err) {
      setError(messageOf(err));
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-6" noValidate>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold outline-none" tabIndex={-1}>
          {t.title}
          {form.organisationName ? ` — ${form.organisationName}` : ""}
        </h1>
        <p>{t.intro(form.organisationName)}</p>
        {form.regulationUrl && (
          <p>
            <a href={form.regulationUrl} className="underline underline-offset-2" rel="noreferrer">
              {t.regulation}
            </a>
          </p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor="complaint-description" className="block font-medium">
          {t.description}
        </label>
        <Textarea
          id="complaint-description"
          rows={7}
          maxLength={descriptionMax}
          value={description}
          aria-describedby="complaint-description-hint"
          onChange={(e) => setDescription(e.target.value)}
        />
        <p id="complaint-description-hint" className="text-xs text-muted-foreground">
          {t.descriptionHint}
        </p>
      </div>
      <div className="space-y-2">
        <label htmlFor="complaint-involved" className="block font-medium">
          {t.involved}
        </label>
        <Input id="complaint-involved" maxLength={200} value={involved} onChange={(e) => setInvolved(e.target.value)} />
      </div>
      <div className="space-y-2">
        <label htmlFor="complaint-email" className="block font-medium">
          {t.email}
        </label>
        <Input
          id="complaint-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-describedby="complaint-email-hint"
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id="complaint-email-hint" className="text-xs text-muted-foreground">
          {t.emailHint}
        </p>
      </div>
      {error && <Alert variant="destructive">{error}</Alert>}
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? t.sending : t.submit}
      </Button>
    </form>
  );
}
