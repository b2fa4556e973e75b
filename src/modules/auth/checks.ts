/**
 * The rules of the sign-up, sign-in and waitlist forms as plain functions, without zod: the web
 * app's auth form sits on the landing page, where zod alone would cost about 21 kB of compressed
 * script (a fifth of the page's budget). The server keeps validating with the zod schemas in
 * schemas.ts, which take their messages from here; auth-checks.test.ts holds both to the same
 * answers for the same input.
 */
import { regexes } from "zod/v4/core";
import { limits } from "@core/shared/limits";
import { hasUnsafeChars } from "@core/shared/text-rules";
import { authMessages, organisationNameMessages } from "./messages";

export const nameMax = 100;
export const emailMax = 254;

/** The hint under the password field of the sign-up form. */
export const passwordRules = `Minstens ${limits.passwordMin} tekens.`;

type Field = "name" | "email" | "password" | "organisationName";
/** The form's values, or the first message per field that is not right. */
export type CheckResult<T> = { ok: true; data: T } | { ok: false; errors: Partial<Record<Field, string>> };

type Form = Partial<Record<string, unknown>>;
type Rule = (v: unknown) => { value: string } | { error: string };

const name: Rule = (v) => {
  if (typeof v !== "string") return { error: authMessages.nameMissing };
  const value = v.trim();
  if (value.length < 1) return { error: authMessages.nameMissing };
  if (value.length > nameMax) return { error: authMessages.nameTooLong };
  if (hasUnsafeChars(value, false)) return { error: authMessages.nameControlChars };
  return { value };
};

const organisationName: Rule = (v) => {
  if (typeof v !== "string") return { error: organisationNameMessages.nameMissing };
  const value = v.trim();
  if (value.length < 1) return { error: organisationNameMessages.nameMissing };
  if (value.length > limits.organisationNameMax) return { error: organisationNameMessages.nameTooLong };
  if (/[\r\n\t]/.test(value)) return { error: organisationNameMessages.nameOneLine };
  if (hasUnsafeChars(value, false)) return { error: organisationNameMessages.nameControlChars };
  return { value };
};

/** The address as stored: trimmed and in lower case. The pattern is zod's own, as on the server. */
const email: Rule = (v) => {
  if (typeof v !== "string") return { error: authMessages.emailMissing };
  const value = v.trim().toLowerCase();
  if (!regexes.email.test(value)) return { error: authMessages.emailInvalid };
  if (value.length > emailMax) return { error: authMessages.emailTooLong };
  return { value };
};

const newPassword: Rule = (v) => {
  if (typeof v !== "string") return { error: authMessages.passwordMissing };
  if (v.length < limits.passwordMin) return { error: authMessages.passwordTooShort };
  if (v.length > limits.passwordMax) return { error: authMessages.passwordTooLong };
  return { value: v };
};

const anyPassword: Rule = (v) =>
  typeof v === "string" && v.length >= 1 ? { value: v } : { error: authMessages.signInPasswordMissing };

function check<F extends Field>(form: Form, rules: Record<F, Rule>): CheckResult<Record<F, string>> {
  const data = {} as Record<F, string>;
  const errors: Partial<Record<Field, string>> = {};
  for (const key of Object.keys(rules) as F[]) {
    const r = rules[key](form[key]);
    if ("error" in r) errors[key] = r.error;
    else data[key] = r.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}

/** The sign-up that founds an organisation (an invitation's sign-up has its own form). */
export const checkSignUp = (form: Form) => check(form, { name, email, password: newPassword, organisationName });
export const checkSignIn = (form: Form) => check(form, { email, password: anyPassword });
export const checkWaitlist = (form: Form) => check(form, { email });
/** The organisation's name alone (Instellingen, and the Overzicht's first step). */
export const checkOrganisationName = (form: Form) => check(form, { organisationName });
