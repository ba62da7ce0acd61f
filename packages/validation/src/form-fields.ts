import * as v from 'valibot';
import { MESSAGES } from './messages.ts';

/**
 * Form inputs are strings. These turn them into what the provider takes: a blank optional field
 * becomes null, a count becomes a number ('Value must be numeric' when it is not one).
 */

const blankToNull = v.transform((value: string): string | null => (value === '' ? null : value));

/** An optional text or choice field: blank → null, otherwise the rule applies. */
export function optionalField<T extends v.GenericSchema<string, string>>(rule: T) {
  return v.pipe(v.string(), v.trim(), blankToNull, v.nullable(rule));
}

/** A count typed into a field: blank → null, digits → a number checked by `rule`. */
export function optionalCount<T extends v.GenericSchema<number, number>>(rule: T) {
  return v.pipe(
    v.string(),
    v.trim(),
    blankToNull,
    v.nullable(v.pipe(v.string(), v.regex(/^\d+$/, MESSAGES.numeric), v.transform(Number), rule)),
  );
}

/** A checkbox that must be ticked. */
export function mustBeTicked(message: string) {
  return v.pipe(
    v.boolean(),
    v.check((value) => value, message),
    v.transform((): true => true),
  );
}
