import { describe, expect, it } from 'vitest';
import { bannersFor } from './banner-rules.ts';

const base = { updateAccess: true, profileComplete: true, guestRegistrationOpen: false };

describe('banners (requirements §7)', () => {
  it('asks a pending user to verify their e-mail', () => {
    expect(bannersFor({ ...base, accountClass: 'pending' })).toEqual(['verify-email']);
  });

  it('asks a guest without update access to register fully, except while the guest registration is open', () => {
    expect(bannersFor({ ...base, accountClass: 'guest', updateAccess: false })).toEqual(['full-registration']);
    expect(bannersFor({ ...base, accountClass: 'guest', updateAccess: false, guestRegistrationOpen: true })).toEqual(
      [],
    );
    expect(bannersFor({ ...base, accountClass: 'guest', updateAccess: true })).toEqual([]);
  });

  it('asks a verified user with an incomplete profile to complete it', () => {
    expect(bannersFor({ ...base, accountClass: 'verified', profileComplete: false })).toEqual(['profile']);
    expect(bannersFor({ ...base, accountClass: 'verified' })).toEqual([]);
  });

  it('shows nothing while the account is unknown', () => {
    expect(bannersFor({ ...base, accountClass: null, profileComplete: false })).toEqual([]);
  });
});
