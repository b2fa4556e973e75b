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
} from "./api";
import { paths } from "@core/shared/paths";
import { messages } from "../messages";

const t = messages.twoFactor;

const QrCode = React.lazy(() => import("@/components/ui/qr-code"));

type Step =
  | { name: "idle" }
  | { name: "password"; purpose: "setup" | "regenerate" | "disable" }
  | { name: "scan"; uri: string; backupCodes: string[] }
  | { name: "codes"; codes: string[]; fresh: boolean };

const failure = (err: unknown) => (err instanceof ApiRequestError ? err.message : messages.failed);

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
        <CardTitle id="tweestapsverificatie-titel">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status" aria-live="polite" data-testid="two-factor-result">
          {result && <Alert variant="success">{result}</Alert>}
        </div>
        {required && !enabled && (
          <Alert variant="warning" title={t.requiredTitle}>
            {t.required}
          </Alert>
        )}
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck aria-hidden className="size-4" />
          {t.status} <strong>{enabled ? t.on : t.off}</strong>
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
                  {t.newCodes}
                </Button>
                <Button variant="outline" onClick={() => go({ name: "password", purpose: "disable" })}>
                  {t.switchOff}
                </Button>
              </div>
            ) : (
              <Button ref={startRef} onClick={() => go({ name: "password", purpose: "setup" })}>
                {t.setUp}
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
                  setResult(t.newCodesMade);
                  go({ name: "codes", codes: backupCodes, fresh: false });
                } else {
                  await disableTwoFactor(password);
                  await refreshMe();
                  setResult(t.isOff);
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
                setResult(t.isOn);
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

const passwordTexts = t.passwordStep;

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
    if (!password) return setError(t.passwordMissing);
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
          {t.disableHint}
          {required && t.disableHintRequired}
        </p>
      )}
      {purpose === "regenerate" && <p className="text-sm text-muted-foreground">{t.regenerateHint}</p>}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-password`}>{t.password}</Label>
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
          {busy ? <Spinner label={messages.wait} /> : texts.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {messages.cancel}
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
      setError(t.sixDigits);
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
        {t.scanTitle}
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {t.scanSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <React.Suspense fallback={<Spinner label={t.qrLoading} />}>
        <QrCode value={uri} label={t.qrLabel} border={2} />
      </React.Suspense>
      <div className="space-y-1.5">
        <h4 id={`${id}-secret-label`} className="text-sm font-medium">
          {t.secret}
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
            onClick={async () => setCopied(await copyText(secret.replace(/\s/g, ""), t.secretCopied))}
          >
            <Copy aria-hidden />
            {t.copySecret}
          </Button>
        </div>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {copied}
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="max-w-sm space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-code`}>{t.code}</Label>
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
            {busy ? <Spinner label={messages.wait} /> : t.confirm}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {messages.cancel}
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
        {t.codesTitle}
      </h3>
      <Alert variant="warning">{t.codesWarning}</Alert>
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
          onClick={async () => announce(await copyText(codes.join("\n"), t.codesCopied))}
        >
          <Copy aria-hidden />
          {t.copy}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            download(backupCodesText(codes, email), t.codesFile);
            announce(t.downloaded(t.codesFile));
          }}
        >
          <Download aria-hidden />
          {t.download}
        </Button>
        {continueTo ? (
          <Button asChild>
            <Link to={paths.home}>{t.savedContinue}</Link>
          </Button>
        ) : (
          <Button type="button" onClick={onDone}>
            {t.saved}
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
    return t.copyFailed;
  }
}

function download(text: string, filename: string) {
  saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), filename);
}
