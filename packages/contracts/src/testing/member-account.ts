import type { Account } from '../provider/account.ts';

/**
 * A verified demo member's account as GET /api/v1/account answers it (Simone Campbell, 20000001),
 * for tests that need one: pass what a test is about as `changes`, so each test says only that.
 */
export function memberAccount(changes: Partial<Account> = {}): Account {
  return {
    accountNumber: '20000001',
    emailAddress: 'member@example.com',
    firstName: 'Simone',
    lastName: 'Campbell',
    prefix: 'Mrs.',
    gender: 'Female',
    birthdate: '1986-07-22',
    phoneNumber: '8765550142',
    address1: '14 Hope Road',
    city: 'Kingston',
    parish: 'AW',
    householdSize: 4,
    dependants: 2,
    income: null,
    occupation: null,
    verified: true,
    canUpdate: true,
    type: 'user',
    ...changes,
  };
}
