import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_MAX_MS, signPreviewLink, verifyPreviewLink } from './preview-link.ts';

const SECRET = 'a-deploy-secret-of-at-least-thirty-two-chars';
const NOW = Date.UTC(2026, 10, 24, 12);
const queryOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('preview links', () => {
  const preview = { target: 'rewards', version: '0123456789ab', expires: NOW + PREVIEW_LINK_MAX_MS } as const;
  const link = signPreviewLink('https://portal.example', SECRET, preview);

  it('accepts the link it signed until it expires', () => {
    expect(link).toMatch(/^https:\/\/portal\.example\/bff\/preview\?target=rewards&version=0123456789ab&/);
    expect(verifyPreviewLink(SECRET, queryOf(link), NOW)).toEqual({ ok: true, preview });
    expect(verifyPreviewLink(SECRET, queryOf(link), NOW + PREVIEW_LINK_MAX_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a link changed in any part, or signed with another secret', () => {
    const query = queryOf(link);
    for (const changed of [
      { ...query, version: 'ba9876543210' },
      { ...query, target: 'vouchers' },
      { ...query, expires: String(NOW + 2 * PREVIEW_LINK_MAX_MS) },
      { ...query, signature: `${query.signature?.slice(0, -1)}A` },
    ]) {
      expect(verifyPreviewLink(SECRET, changed, NOW).ok).toBe(false);
    }
    expect(verifyPreviewLink('another-secret-of-at-least-thirty-two', query, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyPreviewLink(SECRET, { ...query, version: '../../x' }, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyPreviewLink(SECRET, {}, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a link that claims to live longer than an hour', () => {
    const long = signPreviewLink('https://portal.example', SECRET, {
      ...preview,
      expires: NOW + 3 * PREVIEW_LINK_MAX_MS,
    });
    expect(verifyPreviewLink(SECRET, queryOf(long), NOW)).toEqual({ ok: false, reason: 'expired' });
  });
});
