/** An action's line in the activity log (the answers' texts: actionMessages in ../messages.ts). */
export const actionActivity = {
  due: (day: string) => `Uiterlijk gereed ${day}`,
} as const;
