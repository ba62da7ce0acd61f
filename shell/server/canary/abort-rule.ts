import type { VisitorFigures } from './canary-visitors.ts';

/** The automatic abort's settings (CANARY_MIN_VISITORS, CANARY_ERROR_FLOOR_PER_1000, CANARY_VISITORS_PER_ADDRESS, CANARY_TOLERATED_ADDRESSES). */
export interface AbortRule {
  /** Distinct visitors of a side before it is judged (the candidate) or believed (the current version). */
  minVisitors: number;
  /** Errored visitors per 1,000 visitors the candidate may have above twice the current version's. */
  floorPer1000: number;
  /** Distinct visitors one client address may bring to a remote's canary per window. */
  visitorsPerAddress: number;
  /**
   * Client addresses an attacker may hold without steering the canary: this many addresses'
   * worth of errored visitors (× visitorsPerAddress) are discounted from each side's count.
   */
  toleratedAddresses: number;
}

/**
 * The most the current version's rate may raise the bar: a current version that seems to fail
 * more than 5 % of its visitors is judged as failing 5 %, so a candidate failing more than
 * 2 × 50 + floor per 1,000 of its visitors is aborted whatever the current version's figures say.
 */
const MAX_BASELINE_PER_1000 = 50;

/** Errored visitors per 1,000 visitors; 0 without visitors. */
export const erroredPer1000 = (figures: VisitorFigures): number =>
  figures.visitors > 0 ? (figures.erroredVisitors * 1000) / figures.visitors : 0;

/**
 * A candidate is aborted when at least `minVisitors` distinct visitors have loaded it and its
 * share of visitors who met an error is above twice the current version's plus the floor.
 *
 * Beacons are anonymous, so each side's errored visitors are first reduced by what
 * `toleratedAddresses` addresses could forge (each brings at most `visitorsPerAddress` visitors):
 * forged errors from that many addresses can neither push a healthy candidate over the bar nor
 * raise the current version's share to protect a failing one, and their forged loads add at most
 * that many visitors to the candidate's count. The current version's share counts only once it
 * has `minVisitors` visitors itself, and at most MAX_BASELINE_PER_1000.
 */
export function shouldAbort(candidate: VisitorFigures, current: VisitorFigures, rule: AbortRule): boolean {
  if (candidate.visitors < rule.minVisitors) return false;
  const forgeable = rule.toleratedAddresses * rule.visitorsPerAddress;
  const beyondForgeable = (figures: VisitorFigures): number =>
    erroredPer1000({ ...figures, erroredVisitors: Math.max(0, figures.erroredVisitors - forgeable) });
  const baseline = current.visitors >= rule.minVisitors ? Math.min(beyondForgeable(current), MAX_BASELINE_PER_1000) : 0;
  return beyondForgeable(candidate) > 2 * baseline + rule.floorPer1000;
}
