import type { Account } from '@portal/contracts/provider/account';
import { isProfileComplete } from '@portal/session/account-rules';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { formatPhone } from '../../common/format.ts';
import accountStyles from '../account.module.css';
import { incomeLabel, occupationLabel, parishName } from '../profile-labels.ts';
import styles from './profile-details.module.css';

const NOT_GIVEN = 'Not given';

/** The profile as it is, each field labelled; what is missing says so. */
export function ProfileDetails({ account }: { account: Account }) {
  const name = [account.prefix, account.firstName, account.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string | null]> = [
    ['Name', name || null],
    ['Gender', account.gender],
    ['Date of birth', account.birthdate ? formatCalendarDay(account.birthdate, 'long') : null],
    ['Mobile phone', account.phoneNumber ? formatPhone(account.phoneNumber) : null],
    ['Address', [account.address1, account.city, parishName(account.parish)].filter(Boolean).join(', ') || null],
    ['People in household', account.householdSize === null ? null : String(account.householdSize)],
    ['Dependants', account.dependants === null ? null : String(account.dependants)],
    [
      'Named dependants',
      account.namedDependants && account.namedDependants.length > 0
        ? account.namedDependants.map((dependant) => `${dependant.firstName} (${dependant.relationship})`).join(', ')
        : null,
    ],
    ['Household income', incomeLabel(account.income)],
    ['Occupation', occupationLabel(account.occupation)],
  ];
  return (
    <>
      {isProfileComplete(account) ? null : (
        <p className={styles.profileIncomplete}>
          Your profile is missing some details. Complete it to help us choose the best rewards for you.
        </p>
      )}
      <dl className={accountStyles.details} data-testid="profile-details">
        {rows.map(([label, value]) => (
          <div key={label} className={accountStyles.detailsRow}>
            <dt>{label}</dt>
            <dd className={value === null ? accountStyles.detailsMissing : undefined}>{value ?? NOT_GIVEN}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
