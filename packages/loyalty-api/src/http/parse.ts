import * as v from 'valibot';
import { validationError } from './provider-error.ts';

/** Every input is checked against its `contracts` schema; a failure is a 400 with field errors. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationError(result.issues);
  return result.output;
}
