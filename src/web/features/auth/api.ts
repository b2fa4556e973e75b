/** Sign-up, sign-in, sign-out and the waitlist, over our API (better-auth behind /api/auth). */
import { api } from "@/lib/api";

export type Credentials = { email: string; password: string };

export const signUp = (input: Credentials & { name: string; organisationName: string }) =>
  api<unknown>("POST", "/api/auth/sign-up/email", input);
/** With two-factor sign-in on, the answer says so and no session exists until a code follows. */
export const signIn = (input: Credentials) =>
  api<{ twoFactorRedirect?: boolean }>("POST", "/api/auth/sign-in/email", input);
/** The second step of signing in (the short-lived two-factor cookie of the first step). */
export const verifyCode = (code: string) => api<unknown>("POST", "/api/auth/two-factor/verify-totp", { code });
export const verifyBackupCode = (code: string) =>
  api<unknown>("POST", "/api/auth/two-factor/verify-backup-code", { code });
/** The answer is the same whether the address is new, waiting or admitted. */
export const joinWaitlist = (email: string) => api<{ status: "received" }>("POST", "/api/waitlist", { email });
