/**
 * /uitnodiging/$token: the page a mailed invitation links to. It shows who invites the person to
 * which organisation and lets them join: signed in with the invited address ('Deelnemen'), by
 * signing in ('Inloggen en deelnemen') or by creating an account with that address. A link that
 * cannot be used (revoked, used, expired, unknown) gets a clear page of its own.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Field, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { authEndpoint, client, done, errorMessage } from "@/lib/api";
import { usePageTitle } from "@/lib/a11y";
import { fieldErrors } from "@/lib/field-errors";
import { clearMe, refreshMe, signOut } from "@/lib/session";
import { roleDescriptions, roleNames } from "@core/shared/permissions";
import { invitedSignUpSchema } from "../schemas";
import { type InvitationLookupDto } from "../model";
import { invitationLookupQuery } from "./api";
import { messages } from "./messages";
// A page outside the shell: it brings the query client itself (the shell does for signed-in pages).
import "@/lib/query-client";
import { paths } from "@core/shared/paths";
import { LoadError } from "@/components/ui/load-error";

type Open = Extract<InvitationLookupDto, { state: "open" }>;

const t = messages.invitation;
const closedTexts: Record<Exclude<InvitationLookupDto["state"], "open">, { title: string; text: string }> = t.closed;

type Session = { user: { email: string; name: string } } | null;

export function InvitationPage({ token }: { token: string }) {
  const lookup = useQuery(invitationLookupQuery(token));
  const session = useQuery({
    // better-auth's route (not in the typed client), keyed by its path under /api like the others.
    queryKey: ["auth", "get-session"],
    queryFn: () => authEndpoint<Session>("/api/auth/get-session"),
  });
  const title = lookup.data?.state === "open" ? t.title : lookup.data ? closedTexts[lookup.data.state].title : t.title;
  usePageTitle(title);

  let body: React.ReactNode;
  if (lookup.isPending || session.isPending) body = <Spinner label={t.loading} />;
  else if (lookup.isError) body = <LoadError error={lookup.error} onRetry={lookup.refetch} />;
  else if (lookup.data.state !== "open") {
    body = (
      <>
        <p>{closedTexts[lookup.data.state].text}</p>
        <a className="text-primary underline" href={paths.login}>
          {t.toSignIn}
        </a>
      </>
    );
  } else body = <OpenInvitation token={token} invitation={lookup.data} session={session.data ?? null} />;

  return (
    <main className="flex min-h-svh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight outline-none" tabIndex={-1}>
            {lookup.data?.state === "open" && lookup.data.organisationName
              ? t.titleFor(lookup.data.organisationName)
              : title}
          </h1>
        </CardHeader>
        <CardContent className="space-y-4">{body}</CardContent>
      </Card>
    </main>
  );
}

/** Into the app, in the joined organisation (a full load: nothing of a previous account stays). */
function enterApp() {
  clearMe();
  window.location.assign("/");
}

function OpenInvitation({ token, invitation, session }: { token: string; invitation: Open; session: Session }) {
  const [error, setError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const accept = () => done(client.invitations[":token"].accept.$post({ param: { token } }));

  async function run(fn: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await fn();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  const intro = (
    <p>
      {t.invites(invitation.inviterName ?? t.aColleague)} <strong>{roleNames[invitation.role]}</strong>
      {t.canDo(roleDescriptions[invitation.role])}
    </p>
  );
  const errorBox = error && (
    <div role="alert">
      <Alert variant="destructive" role="none">
        {error}
      </Alert>
    </div>
  );

  if (session) {
    if (session.user.email.toLowerCase() !== invitation.email) {
      return (
        <>
          {intro}
          <p>{t.wrongAccount(session.user.email, invitation.email)}</p>
          {errorBox}
          <Button
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await signOut();
                window.location.reload();
              })
            }
          >
            {t.signOut}
          </Button>
        </>
      );
    }
    return (
      <>
        {intro}
        {errorBox}
        <Button
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await accept();
              enterApp();
            })
          }
        >
          {t.join}
        </Button>
      </>
    );
  }
  return (
    <>
      {intro}
      {invitation.accountExists ? (
        <SignInForm
          email={invitation.email}
          busy={busy}
          onSubmit={(password) =>
            run(async () => {
              await authEndpoint("/api/auth/sign-in/email", { email: invitation.email, password });
              await accept();
              enterApp();
            })
          }
        />
      ) : (
        <SignUpForm
          email={invitation.email}
          busy={busy}
          onSubmit={(name, password) =>
            run(async () => {
              await done(client.invitations[":token"]["sign-up"].$post({ param: { token }, json: { name, password } }));
              await refreshMe().catch(() => undefined);
              enterApp();
            })
          }
        />
      )}
      {errorBox}
    </>
  );
}

function EmailField({ email }: { email: string }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="uitnodiging-email">{messages.email}</Label>
      <Input id="uitnodiging-email" type="email" value={email} readOnly aria-readonly="true" />
    </div>
  );
}

function SignInForm({ email, busy, onSubmit }: { email: string; busy: boolean; onSubmit: (password: string) => void }) {
  const [password, setPassword] = React.useState("");
  const [error, setError] = React.useState<string>();
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!password) return setError(t.passwordMissing);
        setError(undefined);
        onSubmit(password);
      }}
    >
      <p className="text-sm text-muted-foreground">{t.hasAccount}</p>
      <EmailField email={email} />
      <Field
        id="uitnodiging-wachtwoord"
        label={t.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <Button type="submit" disabled={busy}>
        {t.signInAndJoin}
      </Button>
    </form>
  );
}

function SignUpForm({
  email,
  busy,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  onSubmit: (name: string, password: string) => void;
}) {
  const [name, setName] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [errors, setErrors] = React.useState<{ name?: string; password?: string }>({});
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = invitedSignUpSchema.safeParse({ name, password });
        setErrors(parsed.success ? {} : fieldErrors<"name" | "password">(parsed.error.issues));
        if (parsed.success) onSubmit(parsed.data.name, parsed.data.password);
      }}
    >
      <p className="text-sm text-muted-foreground">{t.createAccount}</p>
      <EmailField email={email} />
      <Field
        id="uitnodiging-naam"
        label={t.name}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <Field
        id="uitnodiging-wachtwoord"
        label={t.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" disabled={busy}>
        {t.signUpAndJoin}
      </Button>
    </form>
  );
}
