import { describe, expect, it } from 'vitest';
import { isAuthenticated } from './session-cookies.ts';

/** An unsigned JWT-shaped token with these authorities (the BFF only reads claims; the provider verifies). */
const token = (authorities: string[]): string =>
  [
    'eyJhbGciOiJIUzI1NiJ9',
    Buffer.from(
      JSON.stringify({ sub: '20000001', authorities, client_id: 'portal-bff', exp: 4_102_444_800, iat: 1, jti: 'x' }),
    ).toString('base64url'),
    'sig',
  ].join('.');

describe('the authenticated rule (requirements §5.2)', () => {
  it('is true only with both tokens and an access token that is not a client-only token', () => {
    expect(isAuthenticated({ access: token(['ROLE_MEMBER']), refresh: 'r', accountType: undefined })).toBe(true);
    expect(isAuthenticated({ access: token(['ROLE_CLIENT']), refresh: 'r', accountType: undefined })).toBe(false);
    expect(isAuthenticated({ access: token(['ROLE_MEMBER']), refresh: undefined, accountType: undefined })).toBe(false);
    expect(isAuthenticated({ access: undefined, refresh: 'r', accountType: undefined })).toBe(false);
  });

  it('does not take an unreadable token for a member', () => {
    expect(isAuthenticated({ access: 'not-a-jwt', refresh: 'r', accountType: undefined })).toBe(false);
    expect(isAuthenticated({ access: 'a.bm90IGpzb24.c', refresh: 'r', accountType: undefined })).toBe(false);
  });
});
