import { request } from '@portal/api-client/http';
import { TierProgressSchema } from '@portal/contracts/provider/tier';

/**
 * The member's tier, what it gives, and their progress this year
 * (docs/decisions/0030-tier-progress.md).
 */
export const getTierProgress = () =>
  request({ method: 'get', path: 'api/v1/account/tier', schema: TierProgressSchema });
