import { contactMessageFields } from '@portal/validation/contact-schema';
import * as v from 'valibot';
import { CaptchaTokenSchema } from './captcha.ts';

/**
 * POST /api/v1/contact-us — a contact message (requirements §15.1 contact-us request and topics) with the
 * token `verify-captcha` handed out. The provider does not know the configured partner bank, so
 * it accepts that topic with any bank's name.
 */
export const ContactUsRequestSchema = v.object({
  ...contactMessageFields(),
  captchaToken: CaptchaTokenSchema,
});
export type ContactUsRequest = v.InferInput<typeof ContactUsRequestSchema>;

export const ContactUsResponseSchema = v.object({
  /** Quoted in the receipt e-mail and to customer care, e.g. "CM-000042". */
  reference: v.pipe(v.string(), v.regex(/^CM-\d{6,}$/)),
});
export type ContactUsResponse = v.InferOutput<typeof ContactUsResponseSchema>;
