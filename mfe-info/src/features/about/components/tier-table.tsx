import { visuallyHidden } from '@portal/ui/visually-hidden';
import styles from './tier-table.module.css';

/**
 * The three tiers of the programme (the seed's Bronze, Silver and Gold; rules in
 * docs/decisions/0037-information-pages-and-contact.md).
 */
const TIERS = [
  {
    name: 'Bronze',
    reach: 'When you join',
    benefits: '1 point per J$100, member-only prices and a birthday treat',
  },
  {
    name: 'Silver',
    reach: '2,500 pts earned in a calendar year',
    benefits: 'Everything in Bronze, 10% bonus points on every purchase and early access to limited rewards',
  },
  {
    name: 'Gold',
    reach: '7,500 pts earned in a calendar year',
    benefits:
      'Everything in Silver, 25% bonus points instead of 10%, Gold-only rewards and a priority customer care line',
  },
] as const;

/**
 * The tiers as a table; on a phone each tier is a block of its own, its cells labelled, instead
 * of three columns one word wide (docs/decisions/0020-phone-first.md: tables become lists on a phone).
 */
export function TierTable() {
  return (
    <table className={styles.tiers}>
      <caption className={visuallyHidden}>The tiers and their benefits</caption>
      <thead>
        <tr>
          <th scope="col">Tier</th>
          <th scope="col">How you reach it</th>
          <th scope="col">What you get</th>
        </tr>
      </thead>
      <tbody>
        {TIERS.map((tier) => (
          <tr key={tier.name}>
            <th scope="row">{tier.name}</th>
            <td data-label="How you reach it">{tier.reach}</td>
            <td data-label="What you get">{tier.benefits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
