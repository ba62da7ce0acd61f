import { formatNumber } from './format-number.ts';

/** The unit after every points figure. */
export const POINTS_UNIT = 'pts';

/** A points figure: "1,950 pts". */
export const formatPoints = (points: number): string => `${formatNumber(points)} ${POINTS_UNIT}`;
