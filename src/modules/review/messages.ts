/** The management review's line in the activity log (the answers' texts: reviewMessages in model.ts). */
export const reviewActivity = {
  version: (version: number) => `versie ${version}`,
} as const;
