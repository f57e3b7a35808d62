/** Client-side form checks with the same valibot schemas the Worker uses. */
import * as v from "valibot";

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Parses `input`; on failure returns the first message for each field. */
export function checkForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? "form";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
