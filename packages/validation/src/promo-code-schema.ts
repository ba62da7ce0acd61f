import * as v from 'valibot';
import { phoneRule, requiredText } from './field-rules.ts';
import { MESSAGES } from './messages.ts';

/** Promo codes are 4 to 20 letters and digits; members may type them in any case. */
const PROMO_CODE_LIMITS = { min: 4, max: 20 } as const;

export const promoCodeRule = () =>
  v.pipe(
    requiredText(),
    v.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
    v.regex(/^[A-Z0-9]*$/, MESSAGES.alphaNum),
    v.minLength(PROMO_CODE_LIMITS.min, MESSAGES.min(PROMO_CODE_LIMITS.min)),
    v.maxLength(PROMO_CODE_LIMITS.max, MESSAGES.max(PROMO_CODE_LIMITS.max)),
  );

/** Step one of the claim: the code to look up. */
export const promoCodeFormSchema = v.object({ code: promoCodeRule() });

/** Step two: the phone number the claim carries (requirements §12), prefilled from the profile. */
export const promoClaimFormSchema = v.object({ phoneNumber: phoneRule() });
