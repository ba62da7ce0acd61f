import type { MemberClass } from './full-member-rule.ts';
import type { OfferAudience } from './provider/offers.ts';

/** What an offer's audience is judged on. */
export interface OfferAudienceMember {
  accountNumber: string;
  /** Bronze, Silver or Gold (loyalty-api points/tier-rules.ts). */
  tier: string;
  memberClass: MemberClass;
}

/** Whether an offer's audience takes in this member: everyone, their tier, their class, or their number listed. */
export function offerAudienceIncludes(audience: OfferAudience, member: OfferAudienceMember): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'tier':
      return (audience.tiers as readonly string[]).includes(member.tier);
    case 'member-class':
      return audience.classes.includes(member.memberClass);
    case 'members':
      return audience.accountNumbers.includes(member.accountNumber);
  }
}
