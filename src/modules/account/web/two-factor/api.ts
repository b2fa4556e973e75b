/** Two-factor sign-in on the Account page, over better-auth's endpoints behind /api/auth. */
import { authEndpoint } from "@/lib/api";
import { messages } from "../messages";

/** Step 1 of setting up (password): the otpauth URI for the app, and ten backup codes. */
export const enableTwoFactor = (password: string) =>
  authEndpoint<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", { password });

/** Step 2: the first code from the app switches two-factor sign-in on. */
export const confirmTwoFactor = (code: string) => authEndpoint("/api/auth/two-factor/verify-totp", { code });

/** Ten new backup codes (password); the old ones stop working. */
export const newBackupCodes = (password: string) =>
  authEndpoint<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", { password });

export const disableTwoFactor = (password: string) => authEndpoint("/api/auth/two-factor/disable", { password });

/** The base32 secret in an otpauth:// URI. */
export function secretFromUri(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** 'ABCD EFGH …': easier to read and type; apps ignore the spaces. */
export const groupInFours = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** Backup codes as a text file's content (Dutch header, one code a line). */
export function backupCodesText(codes: string[], email: string): string {
  return [messages.twoFactor.fileTitle(email), messages.twoFactor.fileHint, "", ...codes, ""].join("\n");
}

/** Keeps only digits: people paste '123 456' or '123-456'. */
export const cleanCode = (value: string) => value.replace(/\D/g, "");
