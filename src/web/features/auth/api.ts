/** Sign-up, sign-in, sign-out and the waitlist, over our API (better-auth behind /api/auth). */
import { api } from "@/lib/api";

export type Credentials = { email: string; password: string };

export const signUp = (input: Credentials & { name: string }) => api<unknown>("POST", "/api/auth/sign-up/email", input);
export const signIn = (input: Credentials) => api<unknown>("POST", "/api/auth/sign-in/email", input);
/** The answer is the same whether the address is new, waiting or admitted. */
export const joinWaitlist = (email: string) => api<{ status: "received" }>("POST", "/api/waitlist", { email });
