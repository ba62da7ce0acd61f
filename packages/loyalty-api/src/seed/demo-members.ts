/** The demo password of every seeded member (README lists them). */
export const DEMO_PASSWORD = 'Island!Rewards2026';

/** The domain every guest account's generated e-mail address ends with (requirements §17.1 guest e-mail). */
const GUEST_EMAIL_DOMAIN = 'guest.islandrewards.jm';

export interface DemoMember {
  accountNumber: string;
  emailAddress: string | null;
  type: 'user' | 'guest';
  verified: boolean;
  /** False for an online registration whose e-mail is not verified yet (the provider answers 401). */
  loginEnabled?: boolean;
  canUpdate: boolean;
  /** The tier the member's seeded ledger earns this year (demo-ledger.test.ts checks it). */
  vendorTier: string;
  memberSince: string;
  profile: {
    prefix?: string;
    firstName?: string;
    lastName?: string;
    gender?: string;
    birthdate?: string;
    phoneNumber?: string;
    address1?: string;
    city?: string;
    parish?: string;
    householdSize?: number;
    dependants?: number;
    income?: string;
    occupation?: string;
  };
  /** Roughly how many purchases a month this member makes (drives the seeded year of history). */
  visitsPerMonth: number;
  /**
   * Born in the month the demo data is seeded (Jamaica time), on this day (at most the 28th) of
   * this year: the provider's first sweep issues their birthday treat, so `npm start` shows it
   * whatever the month (docs/decisions/0045-birthday-treat.md). Takes the place of `profile.birthdate`.
   */
  bornInSeedMonth?: { year: number; day: number };
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    accountNumber: '20000001',
    emailAddress: 'member@example.com',
    type: 'user',
    verified: true,
    canUpdate: true,
    vendorTier: 'Gold',
    memberSince: '2019-03-14',
    profile: {
      prefix: 'Mrs.',
      firstName: 'Simone',
      lastName: 'Campbell',
      gender: 'Female',
      birthdate: '1986-07-22',
      phoneNumber: '8765550142',
      address1: '14 Hope Road',
      city: 'Kingston',
      parish: 'AW',
      householdSize: 4,
      dependants: 2,
      income: '$200,001-$300,000',
      occupation: 'Professional',
    },
    // Enough, with her Gold bonus, for the fourteen vouchers she holds (each one a redemption).
    visitsPerMonth: 12,
  },
  {
    accountNumber: '20000002',
    emailAddress: 'pending@example.com',
    type: 'user',
    verified: false,
    canUpdate: true,
    vendorTier: 'Bronze',
    memberSince: '2025-10-02',
    profile: {
      prefix: 'Mr.',
      firstName: 'Andre',
      lastName: 'Thompson',
      phoneNumber: '6585550177',
      city: 'Montego Bay',
      parish: 'JS',
    },
    visitsPerMonth: 2,
  },
  {
    accountNumber: '20000003',
    emailAddress: `20000003@${GUEST_EMAIL_DOMAIN}`,
    type: 'guest',
    verified: false,
    canUpdate: false,
    vendorTier: 'Bronze',
    memberSince: '2026-02-11',
    profile: {},
    visitsPerMonth: 1,
  },
  {
    accountNumber: '20000004',
    emailAddress: 'incomplete@example.com',
    type: 'user',
    verified: true,
    canUpdate: true,
    vendorTier: 'Silver',
    memberSince: '2022-08-30',
    profile: {
      firstName: 'Kerry-Ann',
      lastName: 'Williams',
      phoneNumber: '8765550199',
      parish: 'CE',
    },
    visitsPerMonth: 4,
  },
  {
    accountNumber: '20000005',
    emailAddress: 'awaiting@example.com',
    type: 'user',
    verified: false,
    loginEnabled: false,
    canUpdate: true,
    vendorTier: 'Bronze',
    memberSince: '2026-11-20',
    profile: { firstName: 'Dwayne', lastName: 'Brown', phoneNumber: '8765550123' },
    visitsPerMonth: 0,
  },
  {
    accountNumber: '20000006',
    emailAddress: 'birthday@example.com',
    type: 'user',
    verified: true,
    canUpdate: true,
    vendorTier: 'Bronze',
    memberSince: '2024-05-06',
    profile: {
      prefix: 'Miss',
      firstName: 'Tanisha',
      lastName: 'Reid',
      gender: 'Female',
      phoneNumber: '8765550188',
      address1: '3 Barnett Street',
      city: 'Montego Bay',
      parish: 'JS',
      householdSize: 2,
      dependants: 0,
      income: '$50,000-$100,000',
      occupation: 'Sales',
    },
    bornInSeedMonth: { year: 1995, day: 12 },
    visitsPerMonth: 1,
  },
];
