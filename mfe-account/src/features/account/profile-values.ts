import type { Account } from '@portal/contracts/provider/account';
import type { ProfileFormValues } from '@portal/validation/profile-schema';
import { formatPhone } from '../common/format.ts';

/** The profile form's starting values: the account's, as text. */
export function profileValuesOf(account: Account): ProfileFormValues {
  const text = (value: string | null): string => value ?? '';
  const count = (value: number | null): string => (value === null ? '' : String(value));
  return {
    prefix: text(account.prefix),
    firstName: text(account.firstName),
    lastName: text(account.lastName),
    gender: text(account.gender),
    birthdate: text(account.birthdate),
    phoneNumber: account.phoneNumber ? formatPhone(account.phoneNumber) : '',
    address1: text(account.address1),
    city: text(account.city),
    parish: text(account.parish),
    householdSize: count(account.householdSize),
    dependants: count(account.dependants),
    income: text(account.income),
    occupation: text(account.occupation),
    namedDependants: (account.namedDependants ?? []).map((dependant) => ({ ...dependant })),
  };
}
