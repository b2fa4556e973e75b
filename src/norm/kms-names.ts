/**
 * The names of the goal sets' values and the reading of ids from stored values: no zod, so the
 * topic pages that use them do not load the value schemas (`kms-values.ts`).
 */

export const GOAL_SETS_NAME = "kwaliteitsdoelstellingen-sets";
export const goalTextName = (setId: string) => `kwaliteitsdoelstelling-${setId}`;
export const goalTableName = (setId: string) => `kwaliteitsdoelstelling-table-${setId}`;
export const goalStatusName = (setId: string) => `doelstelling-status-${setId}`;

/** The ids in a stored list of goal sets (GOAL_SETS_NAME); anything else in it is ignored. */
export function goalSetIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/** The ids of a stored table's rows; a row without a text id is ignored. */
export function tableRowIds(value: unknown): string[] {
  return Array.isArray(value)
    ? value.flatMap((row: unknown) =>
        row && typeof row === "object" && typeof (row as { id?: unknown }).id === "string"
          ? [(row as { id: string }).id]
          : [],
      )
    : [];
}
