import { describe, expect, it } from 'vitest';
import { testPortal } from '../testing/test-portal.ts';

const { bff } = testPortal();

describe('/media/rewards pass-through', () => {
  it('serves a reward image from the provider as SVG, public and cacheable for a day, without a session', async () => {
    const response = await bff.inject({ method: 'GET', url: '/media/rewards/fuel-voucher-1000.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('J$1,000 Fuel Voucher');
  });

  it.each([
    '/media/rewards/no-such-reward.svg',
    '/media/rewards/fuel-voucher-1000.png',
    '/media/rewards/Fuel-Voucher-1000.svg',
    '/media/rewards/fuel-voucher-1000.svg%00.png',
    '/media/rewards/a/b.svg',
    '/media/rewards/.svg',
  ])('answers 404 to %s', async (url) => {
    const response = await bff.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/media/rewards/..%2f..%2fhealth', '/media/rewards/%2e%2e%2f%2e%2e%2fhealth.svg'])(
    'answers 400 to %s (an escaped slash or dot never reaches a route)',
    async (url) => {
      const response = await bff.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});
