import { checkOfferFile } from '@portal/contracts/provider/offer-file';
import type { Queryable } from '../db/database.ts';
import { writeOffers } from '../offers/publish-offers.ts';
import { demoOfferFile } from './demo-offers.ts';

/** Publishes the demo offers, checked with the schema marketing's files are checked with. */
export async function seedOffers(tx: Queryable, now: Date): Promise<void> {
  const checked = checkOfferFile(demoOfferFile(now));
  if (!checked.ok) throw new Error(`the demo offers are not a valid offer file:\n${checked.problems.join('\n')}`);
  await writeOffers(tx, checked.offers, now);
}
