/** The Dutch texts of the waitlist API's answers. */
export const waitlistMessages = {
  inactive: "Er is geen wachtlijst: u kunt direct een account aanmaken of inloggen.",
} as const;
