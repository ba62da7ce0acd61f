import * as v from 'valibot';
import type { HttpError } from './http-error.ts';
import { validationError } from './validation-error.ts';

/**
 * Checks a request's body, query, params or header against its `contracts` schema and returns
 * the parsed value. Input that does not match throws `refuse(issues)`: by default a 400 with the
 * field errors; a server that must not explain its own payloads passes a plainer refusal.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  refuse: (issues: readonly v.BaseIssue<unknown>[]) => HttpError = validationError,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw refuse(result.issues);
  return result.output;
}
