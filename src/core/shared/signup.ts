/** Who may make an account (the operator's SIGNUP_MODE): anyone, the waitlist's invited, or no one. */
export const signupModes = ["open", "waitlist", "closed"] as const;
export type SignupMode = (typeof signupModes)[number];
