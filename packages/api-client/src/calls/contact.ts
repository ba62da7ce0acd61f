import { request } from '@portal/api-client/http';
import { type ContactUsRequest, ContactUsResponseSchema } from '@portal/contracts/provider/contact';

/** Requirements §19.4 POST contact-us: a contact message, with the token verify-captcha handed out. */
export const sendContactMessage = (message: ContactUsRequest) =>
  request({ method: 'post', path: 'api/v1/contact-us', json: message, schema: ContactUsResponseSchema });
