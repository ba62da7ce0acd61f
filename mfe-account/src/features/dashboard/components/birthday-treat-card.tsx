import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import { BIRTHDAY_TREAT_VALUE_JMD } from '@portal/contracts/birthday-treat';
import type { VoucherPage } from '@portal/contracts/provider/vouchers';
import { Link } from '@portal/router/react-router';
import { accountAtom, accountClassAtom } from '@portal/session/session-atoms';
import { Card } from '@portal/ui/card';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { useAtomValue } from 'jotai';
import { DeferredCard } from '../../common/components/deferred-card.tsx';
import { birthdayCardOf, treatStateOf } from '../birthday-treat.ts';
import styles from './birthday-treat.module.css';

const TITLE = 'Your birthday treat';

function TreatContent({ newest }: { newest: VoucherPage }) {
  const state = treatStateOf(newest.content[0], new Date());
  if (state.kind === 'active') {
    const { voucher } = state;
    return (
      <div className={styles.treat} data-testid="birthday-treat">
        <p>
          Happy birthday! {voucher.valueJmd === null ? 'A treat' : `${formatJmd(voucher.valueJmd)} off`} one purchase,
          no points needed. Use it by {formatInstant(voucher.expiresAt, 'short')}.
        </p>
        <p className={styles.step}>
          <Link to={`/vouchers/${voucher.voucherNumber}`}>See your birthday treat</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.treat} data-testid="birthday-treat">
      <p>
        {state.kind === 'had'
          ? 'You’ve had your birthday treat this year. Happy birthday!'
          : `Happy birthday month! Your treat, ${formatJmd(BIRTHDAY_TREAT_VALUE_JMD)} off one purchase, is on its way to your vouchers within the hour.`}
      </p>
    </div>
  );
}

/**
 * The dashboard's birthday card (docs/decisions/0045-birthday-treat.md): the treat in the birthday
 * month, linking to the voucher; an invitation to add a birthdate for a full member without one;
 * nothing otherwise. Decided from the account at the first render, so nothing below it moves.
 */
export function BirthdayTreatCard({
  newest,
  className,
}: {
  newest: Promise<VoucherPage>;
  className?: string | undefined;
}) {
  const account = useAtomValue(accountAtom);
  const card = birthdayCardOf(useAtomValue(accountClassAtom), account?.birthdate, new Date());
  if (card === null) return null;
  if (card === 'invite') {
    return (
      <Card title={TITLE} {...(className ? { className } : {})}>
        <div className={styles.treat} data-testid="birthday-invite">
          <p>
            Tell us your birthdate and we’ll give you a treat in your birthday month:{' '}
            {formatJmd(BIRTHDAY_TREAT_VALUE_JMD)} off one purchase, no points needed.
          </p>
          <p className={styles.step}>
            <Link to={`/account?edit=${ACCOUNT_EDIT.profile}`}>Add your birthdate</Link>
          </p>
        </div>
      </Card>
    );
  }
  return (
    <DeferredCard
      title={TITLE}
      what="your birthday treat"
      resolve={newest}
      skeletonHeight="4.5rem"
      className={className}
    >
      {(page) => <TreatContent newest={page} />}
    </DeferredCard>
  );
}
