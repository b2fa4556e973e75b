import type { KmsStore } from "./sync/kms-store";
import { GOAL_SETS_NAME } from "@norm/kms-names";

/** The goal-set ids; unparseable data resets the list to empty and is logged. */
export function parseGoalSetIds(value: unknown): string[] {
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  if (value !== undefined && !(Array.isArray(value) && value.length === 0)) {
    console.error("Unreadable list of goal-set ids, reset to empty:", value);
  }
  return [];
}

export const goalSetsSync = (store: KmsStore) => store.get<string[]>(GOAL_SETS_NAME, "list");
