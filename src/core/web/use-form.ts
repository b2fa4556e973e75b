/**
 * One way a form keeps its values and errors: it checks with the route's own zod schema before it
 * sends, and shows the server's refusal per field too (a 400 `invalid_input` carries `details`, a
 * list of `{ path, message }`), so a rule only the server knows still lands next to its field.
 *
 *   const form = useForm(schema, initial);
 *   <form onSubmit={form.submit(async (data) => save(data))}> … {form.errors.description} …
 */
import * as React from "react";
import type { z } from "zod";
import { ApiRequestError } from "@/lib/api";
import { fieldErrors } from "@/lib/field-errors";

type Issue = { path: readonly PropertyKey[]; message: string };

/** The server's per-field messages of a refused save, or none (another error, or no details). */
export function serverFieldErrors<Field extends string>(err: unknown): Partial<Record<Field, string>> {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return {};
  const details = (err.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return {};
  const issues: Issue[] = details
    .filter(
      (d): d is { path: string; message: string } =>
        typeof d === "object" && d !== null && typeof d.path === "string" && typeof d.message === "string",
    )
    .filter((d) => d.path !== "")
    .map((d) => ({ path: d.path.split("."), message: d.message }));
  return fieldErrors<Field>(issues);
}

export function useForm<Values extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  initial: Values,
) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = React.useState<Values>(initial);
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const set = React.useCallback((patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch })), []);

  /**
   * The submit handler: checks, then calls `save` with the checked data. A refusal with
   * per-field details is shown at the fields and not thrown; any other failure is thrown for the
   * form's own message.
   */
  const submit =
    (save: (data: z.output<Schema>) => Promise<void>) =>
    async (e?: React.FormEvent): Promise<void> => {
      e?.preventDefault();
      const checked = schema.safeParse(values);
      if (!checked.success) {
        setErrors(fieldErrors<Field>(checked.error.issues));
        return;
      }
      setErrors({});
      try {
        await save(checked.data);
      } catch (err) {
        const fromServer = serverFieldErrors<Field>(err);
        if (Object.keys(fromServer).length === 0) throw err;
        setErrors(fromServer);
      }
    };

  return { values, set, setValues, errors, setErrors, submit };
}
