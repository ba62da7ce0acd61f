/** Business constants and limits of requirements §21. */

/** The 14 parishes with their codes, in the order of requirements §21.2. */
export const PARISHES = [
  { code: 'AN', name: 'St. Ann' },
  { code: 'KN', name: 'Kingston' },
  { code: 'AW', name: 'St. Andrew' },
  { code: 'TS', name: 'St. Thomas' },
  { code: 'PD', name: 'Portland' },
  { code: 'MY', name: 'St. Mary' },
  { code: 'HR', name: 'Hanover' },
  { code: 'JS', name: 'St. James' },
  { code: 'TY', name: 'Trelawney' },
  { code: 'CN', name: 'Clarendon' },
  { code: 'MR', name: 'Manchester' },
  { code: 'EH', name: 'St. Elizabeth' },
  { code: 'WD', name: 'Westmoreland' },
  { code: 'CE', name: 'St. Catherine' },
] as const;
export type ParishCode = (typeof PARISHES)[number]['code'];

export const GENDERS = ['Male', 'Female'] as const;
export const TITLES = ['Mr.', 'Mrs.', 'Miss'] as const;

export const INCOME_BANDS = [
  'Under $50,000',
  '$50,000-$100,000',
  '$100,001-$200,000',
  '$200,001-$300,000',
  '$300,001-$400,000',
  'Over $400,000',
  'Unemployed',
] as const;

export const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Brother',
  'Daughter',
  'Son',
  'Uncle',
  'Aunt',
  'Cousin',
  'Niece',
  'Nephew',
  'Grandfather',
  'Grandmother',
  'Spouse',
  'Sister',
] as const;

/** The 16 occupation codes, with the label a member reads. */
export const OCCUPATIONS = [
  { code: 'Admin', label: 'Administrative / clerical' },
  { code: 'Civil', label: 'Civil service' },
  { code: 'Executive', label: 'Executive' },
  { code: 'group-employee', label: 'Employee of the group' },
  { code: 'Homemaker', label: 'Homemaker' },
  { code: 'Labourer', label: 'Labourer' },
  { code: 'Manager', label: 'Manager' },
  { code: 'Other', label: 'Other' },
  { code: 'Professional', label: 'Professional' },
  { code: 'ProtSec', label: 'Protective services / security' },
  { code: 'Retired', label: 'Retired' },
  { code: 'Sales', label: 'Sales' },
  { code: 'Owner', label: 'Business owner' },
  { code: 'Student', label: 'Student' },
  { code: 'Technical', label: 'Technical / trades' },
  { code: 'Unemployed', label: 'Unemployed' },
] as const;

/**
 * The 36 address towns (requirements §21.2 leaves them out; chosen in
 * docs/decisions/0034-registration-profile-and-emailed-links.md): the parish
 * capitals and the largest towns, each with its parish so the form can suggest the parish.
 */
export const TOWNS = [
  { name: 'Kingston', parish: 'KN' },
  { name: 'Port Royal', parish: 'KN' },
  { name: 'Half Way Tree', parish: 'AW' },
  { name: 'Constant Spring', parish: 'AW' },
  { name: 'Stony Hill', parish: 'AW' },
  { name: 'Papine', parish: 'AW' },
  { name: 'Spanish Town', parish: 'CE' },
  { name: 'Portmore', parish: 'CE' },
  { name: 'Old Harbour', parish: 'CE' },
  { name: 'Linstead', parish: 'CE' },
  { name: 'Bog Walk', parish: 'CE' },
  { name: 'May Pen', parish: 'CN' },
  { name: 'Chapelton', parish: 'CN' },
  { name: 'Lionel Town', parish: 'CN' },
  { name: 'Mandeville', parish: 'MR' },
  { name: 'Christiana', parish: 'MR' },
  { name: 'Black River', parish: 'EH' },
  { name: 'Santa Cruz', parish: 'EH' },
  { name: 'Junction', parish: 'EH' },
  { name: 'Savanna-la-Mar', parish: 'WD' },
  { name: 'Negril', parish: 'WD' },
  { name: 'Lucea', parish: 'HR' },
  { name: 'Montego Bay', parish: 'JS' },
  { name: 'Falmouth', parish: 'TY' },
  { name: 'Duncans', parish: 'TY' },
  { name: "St. Ann's Bay", parish: 'AN' },
  { name: 'Ocho Rios', parish: 'AN' },
  { name: 'Browns Town', parish: 'AN' },
  { name: 'Runaway Bay', parish: 'AN' },
  { name: 'Port Maria', parish: 'MY' },
  { name: 'Highgate', parish: 'MY' },
  { name: 'Annotto Bay', parish: 'MY' },
  { name: 'Port Antonio', parish: 'PD' },
  { name: 'Buff Bay', parish: 'PD' },
  { name: 'Morant Bay', parish: 'TS' },
  { name: 'Yallahs', parish: 'TS' },
] as const satisfies ReadonlyArray<{ name: string; parish: ParishCode }>;

/** Contact topics; the partner-bank one is completed with the configured bank's name. */
export function contactTopics(partnerBankName: string): readonly string[] {
  return [
    'General Comment',
    'Account Balance',
    'Password Reset',
    'Lost My Card',
    'Voucher/Certificate Expiry',
    'Reward Enquiry',
    `Linking of a ${partnerBankName} Credit Card`,
    'Website Feedback',
    'Become a Partner',
  ];
}
