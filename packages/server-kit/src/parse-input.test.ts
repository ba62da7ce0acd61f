import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { parseInput } from './parse-input.ts';

const Schema = v.object({ limit: v.pipe(v.string(), v.transform(Number), v.integer('A whole number, please.')) });

describe('parseInput', () => {
  it('returns the parsed output of matching input', () => {
    expect(parseInput(Schema, { limit: '20' })).toEqual({ limit: 20 });
  });

  it('throws a 400 with field errors by default', () => {
    expect(() => parseInput(Schema, { limit: '2.5' })).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'validation_failed',
        fieldErrors: [{ field: 'limit', message: 'A whole number, please.' }],
      }),
    );
  });

  it('throws the refusal it is given instead', () => {
    const refusal = new HttpError(400, 'bad_request', 'The request is not valid.');
    expect(() => parseInput(Schema, {}, () => refusal)).toThrow(refusal);
  });
});
