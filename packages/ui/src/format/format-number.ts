import { lazily } from './lazily.ts';

const numbers = lazily(() => new Intl.NumberFormat('en-JM'));

/** A count as members in Jamaica write it: "1,950". */
export const formatNumber = (value: number): string => numbers().format(value);
