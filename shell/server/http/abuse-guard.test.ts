import type { FastifyReply } from 'fastify';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createMemoryStore } from '../store/memory-store.ts';
import { type AbuseGuard, createAbuseGuard, type GuardDecision } from './abuse-guard.ts';

const guard = (options: Parameters<typeof createAbuseGuard>[1] = {}) => createAbuseGuard(createMemoryStore(), options);

describe('the abuse guard decides, the route sends', () => {
  it('answers a plain value — no reply, nothing awaitable — allowed or refused', async () => {
    const abuse = guard();
    const allowed = await abuse.attempt({ action: 'password-reset', ip: '192.0.2.1' });
    expect(allowed).toEqual({ allowed: true });
    for (let i = 0; i < 19; i++) await abuse.attempt({ action: 'password-reset', ip: '192.0.2.1' });
    const refused = await abuse.attempt({ action: 'password-reset', ip: '192.0.2.1' });
    expect(refused.allowed).toBe(false);
    for (const decision of [allowed, refused]) {
      expect(Object.getPrototypeOf(decision)).toBe(Object.prototype);
      expect('then' in decision).toBe(false);
    }
    // Types: what a route awaits is the decision itself, and a reply is no decision.
    expectTypeOf<Awaited<ReturnType<AbuseGuard['attempt']>>>().toEqualTypeOf<GuardDecision>();
    expectTypeOf<Extract<GuardDecision, FastifyReply>>().toBeNever();
    expectTypeOf<FastifyReply>().not.toExtend<GuardDecision>();
  });

  it('refuses past the limit with the time until the window ends, and only that address', async () => {
    const abuse = guard();
    for (let i = 0; i < 20; i++) {
      expect(await abuse.attempt({ action: 'contact', ip: '198.51.100.7' })).toEqual({ allowed: true });
    }
    const refused = await abuse.attempt({ action: 'contact', ip: '198.51.100.7' });
    if (refused.allowed) throw new Error('the 21st contact message in an hour was allowed');
    // The window is an hour: the wait is most of it.
    expect(refused.retryAfterMs).toBeGreaterThan(3_500_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(3_600_000);
    expect((await abuse.attempt({ action: 'contact', ip: '198.51.100.8' })).allowed).toBe(true);
    // Each action has its own count.
    expect((await abuse.attempt({ action: 'password-reset', ip: '198.51.100.7' })).allowed).toBe(true);
  });

  it('is atomic: 60 attempts at once from one address let exactly the limit through', async () => {
    const abuse = guard();
    const decisions = await Promise.all(
      Array.from({ length: 60 }, () => abuse.attempt({ action: 'contact', ip: '203.0.113.9' })),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(20);
    const accountDecisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        abuse.attempt({
          action: 'password-reset',
          ip: `203.0.113.${100 + i}`,
          account: { emailAddress: 'someone@example.com' },
        }),
      ),
    );
    expect(accountDecisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('counts an IPv6 /64 as one client and an IPv4-mapped address as its IPv4 address', async () => {
    const abuse = guard();
    const fromNetwork = [];
    for (let i = 1; i <= 25; i++) {
      fromNetwork.push(
        (await abuse.attempt({ action: 'password-reset', ip: `2001:db8:1:1::${i.toString(16)}` })).allowed,
      );
    }
    expect(fromNetwork.filter(Boolean)).toHaveLength(20);
    expect((await abuse.attempt({ action: 'password-reset', ip: '2001:db8:1:2::1' })).allowed).toBe(true);

    for (let i = 0; i < 20; i++) await abuse.attempt({ action: 'password-reset', ip: '192.0.2.44' });
    expect((await abuse.attempt({ action: 'password-reset', ip: '::ffff:192.0.2.44' })).allowed).toBe(false);
    // A wider prefix (IPV6_PREFIX_LENGTH=48) groups the /64s of a /48.
    const wide = guard({ ipv6PrefixLength: 48 });
    for (let i = 0; i < 20; i++) await wide.attempt({ action: 'password-reset', ip: `2001:db8:7:${i}::1` });
    expect((await wide.attempt({ action: 'password-reset', ip: '2001:db8:7:ff::1' })).allowed).toBe(false);
  });

  it('counts an account per inbox, from any address, and asks who the member is only once the address is counted', async () => {
    const abuse = guard();
    const spellings = ['ann@example.jm', 'Ann@Example.JM', 'ann+1@example.jm', 'ann+2@example.jm', 'ANN+x@example.jm'];
    for (const [i, emailAddress] of spellings.entries()) {
      expect(
        (await abuse.attempt({ action: 'verification-email', ip: `192.0.2.${i}`, account: { emailAddress } })).allowed,
      ).toBe(true);
    }
    const sixth = await abuse.attempt({
      action: 'verification-email',
      ip: '192.0.2.99',
      account: { emailAddress: 'ann+6@example.jm' },
    });
    expect(sixth.allowed).toBe(false);

    // A member action: the account is looked up lazily, and not at all for an address over its limit.
    const lookup = vi.fn(async () => ({ accountNumber: '20000001' }));
    for (let i = 0; i < 10; i++) {
      expect((await abuse.attempt({ action: 'card-link', ip: `198.51.100.${i}`, account: lookup })).allowed).toBe(true);
    }
    expect((await abuse.attempt({ action: 'card-link', ip: '198.51.100.50', account: lookup })).allowed).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(11);
    for (let i = 0; i < 30; i++) await abuse.attempt({ action: 'card-link', ip: '198.51.100.200' });
    lookup.mockClear();
    expect((await abuse.attempt({ action: 'card-link', ip: '198.51.100.200', account: lookup })).allowed).toBe(false);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('with ACTION_LIMITS_PER_ADDRESS=false keeps only the per-account limits', async () => {
    const abuse = guard({ perAddress: false });
    for (let i = 0; i < 40; i++)
      expect((await abuse.attempt({ action: 'contact', ip: '127.0.0.1' })).allowed).toBe(true);
    for (let i = 0; i < 10; i++) {
      await abuse.attempt({ action: 'contact', ip: '127.0.0.1', account: { emailAddress: 'b@example.jm' } });
    }
    const refused = await abuse.attempt({
      action: 'contact',
      ip: '127.0.0.1',
      account: { emailAddress: 'b@example.jm' },
    });
    expect(refused.allowed).toBe(false);
  });
});
