import { describe, expect, it } from 'vitest';
import { loginPathFor } from './login-path.ts';

describe('auth guard redirect (requirements §3.2)', () => {
  it('is a plain /login from the root', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  it('carries the full path asked for, query and hash included', () => {
    expect(loginPathFor({ pathname: '/vouchers', search: '?status=expired', hash: '#top' })).toBe(
      '/login?redirect=%2Fvouchers%3Fstatus%3Dexpired%23top',
    );
    expect(loginPathFor({ pathname: '/', search: '?x=1', hash: '' })).toBe('/login?redirect=%2F%3Fx%3D1');
  });

  it('says the session expired when it did', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' }, { sessionExpired: true })).toBe(
      '/login?sessionExpired=true',
    );
    expect(loginPathFor({ pathname: '/vouchers', search: '', hash: '' }, { sessionExpired: true })).toBe(
      '/login?sessionExpired=true&redirect=%2Fvouchers',
    );
  });
});
