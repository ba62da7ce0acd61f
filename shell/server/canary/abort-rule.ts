import type { VersionFigures } from '../telemetry/version-tally.ts';

/** The automatic abort's settings (CANARY_MIN_LOADS, CANARY_ERROR_FLOOR_PER_1000). */
export interface AbortRule {
  /** Loads of the candidate before it is judged at all. */
  minLoads: number;
  /** Errors per 1,000 loads the candidate may have above twice the current version's. */
  floorPer1000: number;
}

/**
 * A candidate is aborted when, after at least `minLoads` loads, its errors per 1,000 loads are
 * above twice the current version's plus the floor (the floor keeps a current version with no
 * errors from making a single error fatal).
 */
export function shouldAbort(candidate: VersionFigures, current: VersionFigures, rule: AbortRule): boolean {
  if (candidate.loads < rule.minLoads) return false;
  return candidate.errorsPer1000 > 2 * current.errorsPer1000 + rule.floorPer1000;
}
