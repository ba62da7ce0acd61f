import { getAccount } from '@portal/api-client/calls/account';
import { getLinkedCards } from '@portal/api-client/calls/cards';
import { getEmailPreferences } from '@portal/api-client/calls/email-preferences';
import { loadSecurityCentre } from '../../security-centre/security-centre-loader.ts';

/**
 * /account: the account (fresh, with named dependants), the linked cards, the e-mail preferences
 * and the security centre (sessions and sign-ins), loading side by side.
 */
export function accountLoader() {
  return {
    account: getAccount(),
    cards: getLinkedCards(),
    emailPreferences: getEmailPreferences(),
    security: loadSecurityCentre(),
  };
}

export type AccountData = ReturnType<typeof accountLoader>;
