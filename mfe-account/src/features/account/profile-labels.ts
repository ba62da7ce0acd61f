import { OCCUPATIONS, PARISHES } from '@portal/validation/constants';

export const parishName = (code: string | null): string | null =>
  code === null ? null : (PARISHES.find((parish) => parish.code === code)?.name ?? code);

export const occupationLabel = (code: string | null): string | null =>
  code === null ? null : (OCCUPATIONS.find((occupation) => occupation.code === code)?.label ?? code);

/**
 * An income band as members read it: the stored value is the requirements' band ("Under $50,000",
 * requirements §9, what the provider keeps), shown with the currency every amount in the portal carries
 * ("Under J$50,000").
 */
export const incomeLabel = (band: string | null): string | null => (band === null ? null : band.replaceAll('$', 'J$'));
