/**
 * Two-factor sign-in (better-auth's twoFactor plugin, see auth.ts): the endpoints the app opens
 * and the Dutch texts of their errors. routes.ts merges both into its allow-list and messages.
 */

/** Set up (password), confirm or sign in with a code, new backup codes (password), switch off (password). */
export const twoFactorEndpoints = [
  "POST /two-factor/enable",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/generate-backup-codes",
  "POST /two-factor/disable",
];

export const twoFactorMessages: Record<string, string> = {
  INVALID_PASSWORD: "Het wachtwoord klopt niet.",
  INVALID_CODE: "De verificatiecode klopt niet. Controleer de code in uw app en probeer het opnieuw.",
  INVALID_BACKUP_CODE: "Deze back-upcode klopt niet of is al gebruikt.",
  INVALID_TWO_FACTOR_COOKIE: "Uw inlogpoging is verlopen. Log opnieuw in met uw e-mailadres en wachtwoord.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Te veel onjuiste codes. Log opnieuw in met uw e-mailadres en wachtwoord.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Te veel onjuiste codes achter elkaar. De tweede stap is 15 minuten geblokkeerd. Probeer het daarna opnieuw.",
  TOTP_ALREADY_ENABLED: "Tweestapsverificatie staat al aan.",
  TOTP_NOT_ENABLED: "Tweestapsverificatie is niet ingesteld.",
  TWO_FACTOR_NOT_ENABLED: "Tweestapsverificatie staat niet aan.",
  BACKUP_CODES_NOT_ENABLED: "Tweestapsverificatie staat niet aan.",
  UNAUTHORIZED: "U bent niet ingelogd.",
};
