import { LEDGER_FIGURE_FILTERS, type LedgerTotals } from '@portal/contracts/provider/account';
import { Link } from '@portal/router/react-router';
import { formatNumber } from '@portal/ui/format/format-number';
import { POINTS_UNIT } from '@portal/ui/format/format-points';
import { Skeleton } from '@portal/ui/skeleton';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import styles from './points-ledger.module.css';

/** The figures in the order the sum reads, each with its sign in the sum. */
const TERMS: ReadonlyArray<{ figure: keyof LedgerTotals; label: string; sign: 1 | -1 }> = [
  { figure: 'earned', label: 'Points earned to date', sign: 1 },
  { figure: 'spentOnRewards', label: 'Points spent on rewards', sign: -1 },
  { figure: 'refunded', label: 'Points refunded (vouchers cancelled)', sign: 1 },
  { figure: 'expired', label: 'Points expired', sign: -1 },
  { figure: 'adjusted', label: 'Adjustments', sign: 1 },
];

/** "+9,500", "−27,600" (a real minus sign), "0": a term as the sum uses it. */
const signed = (value: number): string =>
  `${value > 0 ? '+' : value < 0 ? '\u2212' : ''}${formatNumber(Math.abs(value))}`;

/** Where a figure's rows are: /transactions with that figure's filters on (the history reads them from the URL). */
const ledgerFigureHref = (figure: keyof LedgerTotals): string =>
  `/transactions?${new URLSearchParams(LEDGER_FIGURE_FILTERS[figure].map((kind) => ['kind', kind])).toString()}`;

/**
 * The member's whole ledger as a sum that holds on the page: earned − spent + refunded − expired ±
 * adjustments = the balance. Each figure links to its own rows on /transactions, so a member can
 * check any of them. Without a ledger (still loading) it keeps the same rows with
 * placeholders, so nothing moves when the figures arrive. A card of its own, below the first
 * screen: the sum ends in the balance, which the sidebar already shows above the fold.
 */
export function PointsLedger({ ledger, balance }: { ledger: LedgerTotals | null; balance: number | null }) {
  return (
    <table className={styles.ledger} data-testid="points-ledger">
      <caption className={visuallyHidden}>How your balance adds up</caption>
      <tbody>
        {TERMS.map(({ figure, label, sign }) => (
          <tr key={figure}>
            <th scope="row">{label}</th>
            <td>
              {ledger ? (
                <Link to={ledgerFigureHref(figure)} className={styles.ledgerLink} data-testid={`ledger-${figure}`}>
                  {signed(sign * ledger[figure])}
                </Link>
              ) : (
                <Skeleton height="1lh" width="5em" />
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Your balance</th>
          <td>
            {balance === null ? (
              <Skeleton height="1lh" width="5em" />
            ) : (
              <Link to="/transactions" className={styles.ledgerLink} data-testid="ledger-balance">
                {formatNumber(balance)} {POINTS_UNIT}
              </Link>
            )}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
