/**
 * The errors of a form checked with a route's own zod schema, per field: the first message of each
 * field (the one a person fixes first), shown next to that field.
 */
export function fieldErrors<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) found[issue.path[0] as Field] ??= issue.message;
  return found;
}
