import { request } from '@portal/api-client/http';
import { TierProgressSchema } from '@portal/contracts/provider/tier';

/**
 * The member's tier, what it gives, and their progress this year (docs/decisions.md, "Tier progress
 * and perks").
 */
export const getTierProgress = () =>
  request({ method: 'get', path: 'api/v1/account/tier', schema: TierProgressSchema });
