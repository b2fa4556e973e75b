/** The team's lines in the activity log (the answers' texts: teamMessages in ../messages.ts). */
export const teamActivity = {
  newAccount: "nieuw account",
} as const;
