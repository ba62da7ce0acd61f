import * as v from 'valibot';

/** Field name → the first message for it; what a form shows beside each input. */
export type FieldErrors = Partial<Record<string, string>>;

function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Parses a form's values: the output, or the message per field. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrorsOf(result.issues) };
}
