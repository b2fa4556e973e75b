/**
 * 'Tweestapsverificatie' on the Account page: set up an authenticator app (password → QR code and
 * 'Geheime sleutel' → a first 'Verificatiecode' → ten backup codes shown once), make new backup
 * codes, or switch it off (password). Results are said in the section's polite live region; after
 * each step the keyboard starts at the new step.
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Copy, Download, ShieldCheck } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Input, Label } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError } from "@/lib/api";
import { saveBlob } from "@/lib/download";
import { focusElement } from "@/lib/a11y";
import { refreshMe, useMe } from "@/lib/session";
import {
  backupCodesText,
  cleanCode,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  groupInFours,
  newBackupCodes,
  secretFromUri,
} from "./two-factor-api";
import { paths } from "../../../shared/paths";

const QrCode = React.lazy(() => import("@/components/ui/qr-code"));

type Step =
  | { name: "idle" }
  | { name: "password"; purpose: "setup" | "regenerate" | "disable" }
  | { name: "scan"; uri: string; backupCodes: string[] }
  | { name: "codes"; codes: string[]; fresh: boolean };

const failure = (err: unknown) =>
  err instanceof ApiRequestError ? err.message : "Er ging iets mis. Probeer het opnieuw.";

export function TwoFactorSection() {
  const me = useMe();
  const [step, setStep] = React.useState<Step>({ name: "idle" });
  const [result, setResult] = React.useState<string>();
  const stepRef = React.useRef<HTMLDivElement>(null);
  const startRef = React.useRef<HTMLButtonElement>(null);
  const enabled = me?.twoFactor.enabled ?? false;
  const required = me?.twoFactor.required ?? false;

  // The keyboard starts at the new step (its first field, or its heading).
  const go = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => {
      const root = stepRef.current;
      if (next.name === "idle") return void startRef.current?.focus();
      const target = root?.querySelector<HTMLElement>("input, [data-step-heading]");
      focusElement(target ?? root);
    });
  };

  return (
    <Card aria-labelledby="tweestapsverificatie-titel">
      <CardHeader>
        <CardTitle id="tweestapsverificatie-titel">Tweestapsverificatie</CardTitle>
        <CardDescription>
          Bij het inloggen vraagt Normwijs dan naast uw wachtwoord een code uit een app op uw telefoon, zoals Google
          Authenticator, Microsoft Authenticator of FreeOTP. Zo kan niemand inloggen met alleen uw wachtwoord.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" aria-live="polite" data-testid="two-factor-result">
          {result && <Alert variant="success">{result}</Alert>}
        </div>
        {required && !enabled && (
          <Alert variant="warning" title="Tweestapsverificatie verplicht">
            Uw organisatie vraagt tweestapsverificatie. Stel die eerst in.
          </Alert>
        )}
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck aria-hidden className="size-4" />
          Status: <strong>{enabled ? "Aan" : "Uit"}</strong>
        </p>
        <div ref={stepRef} className="space-y-4 outline-none">
          {step.name === "idle" &&
            (enabled ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  ref={startRef}
                  variant="outline"
                  onClick={() => go({ name: "password", purpose: "regenerate" })}
                >
                  Nieuwe back-upcodes maken
                </Button>
                <Button variant="outline" onClick={() => go({ name: "password", purpose: "disable" })}>
                  Tweestapsverificatie uitzetten
                </Button>
              </div>
            ) : (
              <Button ref={startRef} onClick={() => go({ name: "password", purpose: "setup" })}>
                Tweestapsverificatie instellen
              </Button>
            ))}
          {step.name === "password" && (
            <PasswordStep
              purpose={step.purpose}
              required={required}
              onCancel={() => go({ name: "idle" })}
              onDone={async (password) => {
                if (step.purpose === "setup") {
                  const { totpURI, backupCodes } = await enableTwoFactor(password);
                  go({ name: "scan", uri: totpURI, backupCodes });
                } else if (step.purpose === "regenerate") {
                  const { backupCodes } = await newBackupCodes(password);
                  setResult("Er zijn nieuwe back-upcodes gemaakt. De oude werken niet meer.");
                  go({ name: "codes", codes: backupCodes, fresh: false });
                } else {
                  await disableTwoFactor(password);
                  await refreshMe();
                  setResult("Tweestapsverificatie staat uit.");
                  go({ name: "idle" });
                }
              }}
            />
          )}
          {step.name === "scan" && (
            <ScanStep
              uri={step.uri}
              onCancel={() => go({ name: "idle" })}
              onConfirmed={async () => {
                await refreshMe();
                setResult("Tweestapsverificatie staat aan.");
                go({ name: "codes", codes: step.backupCodes, fresh: true });
              }}
            />
          )}
          {step.name === "codes" && (
            <BackupCodes
              codes={step.codes}
              email={me?.user.email ?? ""}
              announce={setResult}
              onDone={() => {
                setResult(undefined);
                go({ name: "idle" });
              }}
              continueTo={step.fresh && required}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

const passwordTexts = {
  setup: { title: "Bevestig dat u het bent", submit: "Doorgaan" },
  regenerate: { title: "Nieuwe back-upcodes maken", submit: "Nieuwe codes maken" },
  disable: { title: "Tweestapsverificatie uitzetten", submit: "Uitzetten" },
};

function PasswordStep({
  purpose,
  required,
  onCancel,
  onDone,
}: {
  purpose: "setup" | "regenerate" | "disable";
  required: boolean;
  onCancel(): void;
  onDone(password: string): Promise<void>;
}) {
  const id = React.useId();
  const [error, setError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const texts = passwordTexts[purpose];

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = inputRef.current?.value ?? "";
    if (!password) return setError("Vul uw wachtwoord in.");
    setError(undefined);
    setBusy(true);
    try {
      await onDone(password);
    } catch (err) {
      setError(failure(err));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-sm space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        {texts.title}
      </h3>
      {purpose === "disable" && (
        <p className="text-sm text-muted-foreground">
          Daarna is uw wachtwoord weer genoeg om in te loggen.
          {required && " Uw organisatie vraagt tweestapsverificatie: u kunt pas verder als u die opnieuw instelt."}
        </p>
      )}
      {purpose === "regenerate" && (
        <p className="text-sm text-muted-foreground">Uw oude back-upcodes werken daarna niet meer.</p>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>Wachtwoord</Label>
        <Input
          ref={inputRef}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        <FieldError id={`${id}-err`}>{error}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={purpose === "disable" ? "destructive" : "default"} disabled={busy}>
          {busy ? <Spinner label="Even geduld…" /> : texts.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}

function ScanStep({ uri, onCancel, onConfirmed }: { uri: string; onCancel(): void; onConfirmed(): Promise<void> }) {
  const id = React.useId();
  const secret = groupInFours(secretFromUri(uri));
  const [code, setCode] = React.useState("");
  const [error, setError] = React.useState<string>();
  const [copied, setCopied] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const codeRef = React.useRef<HTMLInputElement>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const digits = cleanCode(code);
    if (digits.length !== 6) {
      setError("Vul de 6 cijfers uit uw app in.");
      return codeRef.current?.focus();
    }
    setError(undefined);
    setBusy(true);
    try {
      await confirmTwoFactor(digits);
      await onConfirmed();
    } catch (err) {
      setError(failure(err));
      codeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <h3 data-step-heading className="font-medium outline-none">
        Koppel uw authenticator-app
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open de app op uw telefoon en kies iets als 'Account toevoegen'.</li>
        <li>Scan de QR-code, of typ de geheime sleutel over.</li>
        <li>Vul de code van 6 cijfers in die de app daarna toont.</li>
      </ol>
      <React.Suspense fallback={<Spinner label="QR-code laden…" />}>
        <QrCode value={uri} label="QR-code om te scannen met uw authenticator-app" border={2} />
      </React.Suspense>
      <div className="space-y-1.5">
        <h4 id={`${id}-secret-label`} className="text-sm font-medium">
          Geheime sleutel
        </h4>
        <div className="flex flex-wrap items-center gap-2">
          <code
            aria-labelledby={`${id}-secret-label`}
            data-testid="two-factor-secret"
            className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
          >
            {secret}
          </code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={async () =>
              setCopied(await copyText(secret.replace(/\s/g, ""), "De geheime sleutel staat op het klembord."))
            }
          >
            <Copy aria-hidden />
            Sleutel kopiëren
          </Button>
        </div>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {copied}
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="max-w-sm space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-code`}>Verificatiecode</Label>
          <Input
            ref={codeRef}
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-code-err` : undefined}
          />
          <FieldError id={`${id}-code-err`}>{error}</FieldError>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label="Even geduld…" /> : "Bevestigen"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Annuleren
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({
  codes,
  email,
  announce,
  onDone,
  continueTo,
}: {
  codes: string[];
  email: string;
  announce(text: string): void;
  onDone(): void;
  continueTo: boolean;
}) {
  const id = React.useId();
  return (
    <div className="space-y-3">
      <h3 id={`${id}-title`} data-step-heading className="font-medium outline-none">
        Uw back-upcodes
      </h3>
      <Alert variant="warning">
        Bewaar deze codes op een veilige plek, bijvoorbeeld uitgeprint of in een wachtwoordkluis. Elke code werkt één
        keer, als u uw telefoon niet bij de hand heeft. Normwijs toont ze maar één keer.
      </Alert>
      <ul aria-labelledby={`${id}-title`} className="grid max-w-sm grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-muted px-3 py-1.5">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={async () => announce(await copyText(codes.join("\n"), "De back-upcodes staan op het klembord."))}
        >
          <Copy aria-hidden />
          Kopiëren
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            download(backupCodesText(codes, email), "normwijs-back-upcodes.txt");
            announce("Het bestand normwijs-back-upcodes.txt is gedownload.");
          }}
        >
          <Download aria-hidden />
          Downloaden als tekstbestand
        </Button>
        {continueTo ? (
          <Button asChild>
            <Link to={paths.home}>Ik heb ze bewaard, verder naar Normwijs</Link>
          </Button>
        ) : (
          <Button type="button" onClick={onDone}>
            Ik heb ze bewaard
          </Button>
        )}
      </div>
    </div>
  );
}

/** Copies text; answers what to announce. */
async function copyText(text: string, done: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return done;
  } catch {
    return "Kopiëren lukt niet in deze browser. Selecteer de tekst en kopieer die zelf.";
  }
}

function download(text: string, filename: string) {
  saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), filename);
}
