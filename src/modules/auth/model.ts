/** Signing up and in: who may create an account on this installation (SIGNUP_MODE). */
export const signupModes = ["open", "waitlist", "closed"] as const;
export type SignupMode = (typeof signupModes)[number];
