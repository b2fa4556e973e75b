/** The auditor link's line in the activity log (the answers' texts: auditorMessages in shared/auditor.ts). */
export const auditorActivity = {
  validUntil: (when: string) => `geldig tot ${when}`,
} as const;
