import { verifyCaptcha } from '@portal/api-client/calls/captcha';
import { sendContactMessage } from '@portal/api-client/calls/contact';
import type { ContactMessageInput } from '@portal/validation/contact-schema';

/**
 * The contact flow of spec §7: POST verify-captcha with the solved challenge, then POST contact-us
 * with the single-use token it answered. Rejects as the calls do (spec §8: the error body).
 */
export async function sendVerifiedContactMessage(message: ContactMessageInput, captchaPayload: string) {
  const { captchaToken } = await verifyCaptcha(captchaPayload);
  return sendContactMessage({ ...message, captchaToken });
}
