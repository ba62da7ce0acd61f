import { getAccount } from '@portal/api-client/calls/account';
import { getLinkedCards } from '@portal/api-client/calls/cards';
import { getEmailPreferences } from '@portal/api-client/calls/email-preferences';

/** /account: the account (fresh, with named dependants), the linked cards and the e-mail preferences, loading side by side. */
export function accountLoader() {
  return { account: getAccount(), cards: getLinkedCards(), emailPreferences: getEmailPreferences() };
}

export type AccountData = ReturnType<typeof accountLoader>;
