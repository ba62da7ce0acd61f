import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validationError } from './validation-error.ts';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected a failure');
  return result.issues;
};

describe('validationError', () => {
  it("replaces the library's messages (which name the pattern and echo the input) with the generic one", () => {
    const schema = v.object({ code: v.pipe(v.string(), v.regex(/^[a-z]{3}-\d+$/), v.maxLength(8)) });
    const error = validationError(issuesOf(schema, { code: 'SECRET-INPUT-123' }));
    expect(error.toBody().errors).toEqual([
      { field: 'code', message: 'Invalid input' },
      { field: 'code', message: 'Invalid input' },
    ]);
    expect(JSON.stringify(error.toBody())).not.toMatch(/Expected|\[a-z\]|SECRET/);
  });

  it('keeps our own messages word for word', () => {
    const schema = v.object({ name: v.pipe(v.string(), v.minLength(2, 'This field has minimum length of 2')) });
    expect(validationError(issuesOf(schema, { name: 'x' })).toBody().errors).toEqual([
      { field: 'name', message: 'This field has minimum length of 2' },
    ]);
  });
});
