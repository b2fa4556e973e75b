/**
 * The Dutch texts of the sign-up and sign-in forms' checks, which the browser (auth/checks.ts,
 * without zod) and the server (the zod schemas in shared/schemas.ts) both show.
 */
import { limits } from "@core/shared/limits";

export const authMessages = {
  nameMissing: "Vul uw naam in.",
  nameTooLong: "Uw naam is te lang.",
  nameControlChars: "Uw naam bevat een onzichtbaar teken dat niet is toegestaan. Typ uw naam opnieuw.",
  emailMissing: "Vul een e-mailadres in.",
  emailInvalid: "Vul een geldig e-mailadres in.",
  emailTooLong: "Dit e-mailadres is te lang.",
  passwordMissing: "Vul een wachtwoord in.",
  passwordTooShort: `Het wachtwoord moet minstens ${limits.passwordMin} tekens hebben.`,
  passwordTooLong: `Het wachtwoord mag ten hoogste ${limits.passwordMax} tekens hebben.`,
  signInPasswordMissing: "Vul uw wachtwoord in.",
} as const;

/** The organisation's name, at sign-up and in Instellingen: the same rules and texts. */
export const organisationNameMessages = {
  nameMissing: "Vul een organisatienaam in.",
  nameTooLong: `Een organisatienaam is ten hoogste ${limits.organisationNameMax} tekens.`,
  nameOneLine: "Een organisatienaam past op één regel.",
  nameControlChars:
    "De organisatienaam bevat een onzichtbaar teken dat niet is toegestaan. Typ de naam opnieuw of plak hem zonder opmaak.",
} as const;
