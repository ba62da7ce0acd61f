import { envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';

export interface Programme {
  /** The programme's configured name (PROGRAMME_NAME). */
  name: string;
  /** The partner bank whose credit cards members link (PARTNER_BANK_NAME). */
  bank: string;
  /** Customer care's toll-free line (TOLL_FREE_PHONE), as shown, and as a tel: link. */
  phone: string;
  phoneHref: string;
}

/** The programme's configured names and numbers, which the information pages are written around. */
export function useProgramme(): Programme {
  const env = useAtomValue(envAtom);
  const phone = env?.tollFreePhone || '1-888-429-7378';
  return {
    name: env?.programmeName || 'Island Rewards',
    bank: env?.partnerBankName || 'First Global Bank',
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  };
}

/** Customer care's e-mail address and opening hours, as the pages state them. */
export const CUSTOMER_CARE = {
  email: 'customercare@islandrewards.jm',
  privacyEmail: 'privacy@islandrewards.jm',
  hours: 'Monday to Saturday, 8:00 am to 8:00 pm, and Sunday, 10:00 am to 4:00 pm',
} as const;
