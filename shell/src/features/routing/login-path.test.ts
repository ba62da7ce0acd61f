import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './login-path.ts';

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

describe('redirect target after login', () => {
  it('follows paths on this site', () => {
    expect(safeRedirectTarget('/vouchers?status=expired#top')).toBe('/vouchers?status=expired#top');
    expect(safeRedirectTarget('/rewards/12/redeem')).toBe('/rewards/12/redeem');
  });

  it('goes home for anything that could leave the site', () => {
    for (const target of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'vouchers',
    ]) {
      expect(safeRedirectTarget(target)).toBe('/');
    }
  });
});
