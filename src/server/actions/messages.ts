/** An action's line in the activity log (the answers' texts: actionMessages in shared/actions.ts). */
export const actionActivity = {
  due: (day: string) => `Uiterlijk gereed ${day}`,
} as const;
