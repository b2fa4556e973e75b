/**
 * Sign-up, sign-in, sign-out and the waitlist, over our API (better-auth behind /api/auth); without
 * the typed client, which the signed-out pages do not load (lib/fetch.ts).
 */
import { authEndpoint, postJson, type AnswerOf, type ApiRoutes } from "@/lib/fetch";

export type Credentials = { email: string; password: string };

export const signUp = (input: Credentials & { name: string; organisationName: string }) =>
  authEndpoint("/api/auth/sign-up/email", input);
/** With two-factor sign-in on, the answer says so and no session exists until a code follows. */
export const signIn = (input: Credentials) =>
  authEndpoint<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email", input);
/** The second step of signing in (the short-lived two-factor cookie of the first step). */
export const verifyCode = (code: string) => authEndpoint("/api/auth/two-factor/verify-totp", { code });
export const verifyBackupCode = (code: string) => authEndpoint("/api/auth/two-factor/verify-backup-code", { code });
/** The answer is the same whether the address is new, waiting or admitted. */
export const joinWaitlist = (email: string) =>
  postJson<AnswerOf<ApiRoutes["waitlist"]["$post"]>>("/api/waitlist", { email });
