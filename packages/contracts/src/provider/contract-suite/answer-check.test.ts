import { describe, expect, it } from 'vitest';
import { providerRoute } from '../route-table.ts';
import { checkAnswer } from './answer-check.ts';
import type { ProviderAnswer } from './provider-caller.ts';

const jsonAnswer = (status: number, body: unknown): ProviderAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  bytes: new TextEncoder().encode(JSON.stringify(body)),
});

const points = providerRoute('GET', '/api/v1/account/points');

describe('checkAnswer', () => {
  it('passes an answer with the expected status and a body that matches its schema', () => {
    expect(checkAnswer(points, jsonAnswer(200, { points: 10, vendorTier: 'Gold' }), { status: 200 })).toEqual({
      ok: true,
      body: { points: 10, vendorTier: 'Gold' },
    });
  });

  it('names the field of a body that does not match', () => {
    const verdict = checkAnswer(points, jsonAnswer(200, { points: '10', vendorTier: 'Gold' }), { status: 200 });
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(/^the 200 body does not match: points: /) });
  });

  it('refuses a status the route does not list, and a listed one that was not expected, with the error code', () => {
    expect(checkAnswer(points, jsonAnswer(502, { code: 'x', message: 'Down.' }), { status: 200 })).toEqual({
      ok: false,
      reason: 'answered 502 (x: Down.), a status the contract does not list for this route',
    });
    expect(checkAnswer(points, jsonAnswer(403, { code: 'forbidden', message: 'No.' }), { status: 200 })).toEqual({
      ok: false,
      reason: 'answered 403 (forbidden: No.), expected 200',
    });
  });

  it('holds an error answer to the codes its status may carry, and to the one expected', () => {
    const verify = providerRoute('GET', '/api/v1/account/verify-email');
    const other = jsonAnswer(400, { code: 'conflict', message: 'No.' });
    expect(checkAnswer(verify, other, { status: 400 })).toEqual({
      ok: false,
      reason: 'code "conflict" is not one the contract lists for 400',
    });
    const validation = jsonAnswer(400, { code: 'validation_failed', message: 'No.' });
    expect(checkAnswer(verify, validation, { status: 400, code: 'invalid_link' })).toEqual({
      ok: false,
      reason: 'code "validation_failed", expected invalid_link',
    });
  });

  it('checks a file by its content type and, for a pass, that it is a ZIP', () => {
    const pass = providerRoute('GET', '/api/v1/account/card/apple-pass');
    const zip = {
      status: 200,
      contentType: 'application/vnd.apple.pkpass',
      bytes: new Uint8Array([0x50, 0x4b, 3, 4, 1]),
    };
    expect(checkAnswer(pass, zip, { status: 200 }).ok).toBe(true);
    expect(checkAnswer(pass, { ...zip, bytes: new Uint8Array([1, 2, 3, 4]) }, { status: 200 })).toEqual({
      ok: false,
      reason: 'the pass is not a ZIP archive',
    });
    expect(checkAnswer(pass, { ...zip, contentType: 'application/json' }, { status: 200 })).toEqual({
      ok: false,
      reason: 'content-type "application/json", expected application/vnd.apple.pkpass',
    });
  });

  it('wants no body with a 204', () => {
    const remove = providerRoute('DELETE', '/api/v1/rewards/{id}/favourite');
    const empty = { status: 204, contentType: '', bytes: new Uint8Array() };
    expect(checkAnswer(remove, empty, { status: 204 }).ok).toBe(true);
    expect(checkAnswer(remove, { ...empty, bytes: new Uint8Array([123, 125]) }, { status: 204 }).ok).toBe(false);
  });
});
