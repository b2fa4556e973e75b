/**
 * zod schemas used by both the forms in the web app and the routes on the server.
 * Messages are Dutch because a person reads them.
 */
import type { Action } from "@core/shared/permissions";
import type { ErrorCode } from "@core/shared/errors";
import { z } from "zod";
import { limits } from "@core/shared/limits";
import { emailMax, nameMax } from "@modules/auth/checks";
import { organisationNameMessages } from "@modules/auth/messages";
import { authMessages as m } from "@modules/auth/messages";
import { safeLine } from "@core/shared/input";
import type { OrganisationDto } from "@modules/organisation/model";
import type { SignupMode } from "@modules/auth/model";
import { complaintWeeksSchema, regimeSchema } from "@norm/complaint-terms-schemas";

// Every zod message a person might read is Dutch, also the library's own defaults.
z.config(z.locales.nl());

/** The organisation's name and settings: the Dutch texts of their checks, on both sides. */
export const organisationSettingsMessages = {
  ...organisationNameMessages,
  twoFactorOnOff: "Kies of tweestapsverificatie verplicht is (aan of uit).",
} as const;

export const organisationNameSchema = z
  .string({ error: organisationSettingsMessages.nameMissing })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, organisationSettingsMessages.nameMissing)
      .max(limits.organisationNameMax, organisationSettingsMessages.nameTooLong)
      .refine((s) => !/[\r\n\t]/.test(s), organisationSettingsMessages.nameOneLine)
      .pipe(safeLine({ message: organisationSettingsMessages.nameControlChars })),
  );

/** PATCH /api/organisation: the name, 'Tweestapsverificatie verplicht', or both. */
export const organisationUpdateSchema = z
  .object({
    name: organisationNameSchema.optional(),
    twoFactorRequired: z.boolean({ error: organisationSettingsMessages.twoFactorOnOff }).optional(),
    /** Which law the organisation works under, and its own complaint term under the Jeugdwet (complaint-terms.ts). */
    regime: regimeSchema.optional(),
    complaintWeeks: complaintWeeksSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: organisationSettingsMessages.nameMissing,
    path: ["name"],
  });

// The auth rules also exist without zod in auth-checks.ts, for the landing page's form; keep both alike.
export const emailSchema = z
  .string({ error: m.emailMissing })
  .trim()
  .toLowerCase()
  .pipe(z.email(m.emailInvalid).max(emailMax, m.emailTooLong));

export const passwordSchema = z
  .string({ error: m.passwordMissing })
  .min(limits.passwordMin, m.passwordTooShort)
  .max(limits.passwordMax, m.passwordTooLong);

export const signUpSchema = z.object({
  name: z
    .string({ error: m.nameMissing })
    .trim()
    .min(1, m.nameMissing)
    .max(nameMax, m.nameTooLong)
    .pipe(safeLine({ message: m.nameControlChars })),
  email: emailSchema,
  password: passwordSchema,
});

/**
 * The sign-up form that founds an organisation: the person and the organisation's name, by the same
 * rules as in Instellingen (an invitation's sign-up joins an organisation and asks no name).
 */
export const founderSignUpSchema = signUpSchema.extend({ organisationName: organisationNameSchema });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.signInPasswordMissing }).min(1, m.signInPasswordMissing),
});

export const waitlistSchema = z.object({ email: emailSchema });

export { roles, type Role } from "@core/shared/permissions";

/** The one error shape every /api route answers with. */
export type ApiErrorBody = { code: ErrorCode; message: string; details?: unknown };

/** Public facts the web app needs before sign-in. */
export type PublicConfig = {
  signupMode: SignupMode;
  billingEnabled: boolean;
  /** SMTP_URL is set: mails are delivered, so e-mail addresses are verified. */
  mailEnabled: boolean;
  /** What the privacy statement, the terms and the contact page say about this installation. */
  installation: {
    database: "sqlite" | "postgres";
    fileStorage: "disk" | "s3";
    activityRetentionDays: number;
    trialDays: number;
    contactEmail: string | null;
  };
};

export type { OrganisationDto };

/** GET /api/me: who is signed in, the current organisation and what their role may do there. */
export type MeDto = {
  user: { id: string; name: string; email: string; emailVerified: boolean };
  organisation: OrganisationDto;
  /** The actions of the permission policy (shared/permissions.ts) this member may do. */
  permissions: Action[];
  /**
   * Every organisation the person is a member of, oldest membership first (to switch between), with
   * the name of its (first) Eigenaar, to tell apart an organisation that has no name yet.
   */
  organisations: (OrganisationDto & { ownerName: string })[];
  /** Whether this user signs in with two factors; `required`: the organisation asks it. */
  twoFactor: { enabled: boolean; required: boolean };
};
