import { getAccount } from '@portal/api-client/calls/account';
import { getLinkedCards } from '@portal/api-client/calls/cards';

/** /account: the account (fresh, with named dependants) and the linked cards, loading side by side. */
export function accountLoader() {
  return { account: getAccount(), cards: getLinkedCards() };
}

export type AccountData = ReturnType<typeof accountLoader>;
