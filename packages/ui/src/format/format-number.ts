import { numberWords } from './number-words.ts';

/** A count as members in Jamaica write it: "1,950" (up to three decimals, as `Intl` did). */
export const formatNumber = (value: number): string => numberWords(value, 0, 3);
