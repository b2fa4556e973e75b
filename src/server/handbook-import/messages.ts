/** The handbook import's line in the activity log (the answers' texts: shared/handbook-import.ts). */
export const handbookImportActivity = {
  filled: (count: number) => `${count} onderdelen ingevuld`,
} as const;
