/**
 * The top bar's 'Melden' on every page: its two texts on their own, so the frame that every page
 * loads does not carry all of Melden's texts (web/messages.ts, loaded with its pages).
 */
export const buttonMessages = {
  report: "Melden",
  reportLabel: "Een incident, calamiteit, datalek of klacht melden",
} as const;
