/** The waitlist (SIGNUP_MODE=waitlist): an address waits until an operator admits it. */
export type WaitlistStatus = "waiting" | "approved";
