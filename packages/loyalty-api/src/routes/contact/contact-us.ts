import { ContactUsRequestSchema, type ContactUsResponse } from '@portal/contracts/provider/contact';
import { captchaRequired } from '../../captcha/captcha-errors.ts';
import { captchaServiceFor } from '../../captcha/captcha-service.ts';
import { careMail, contactReference, receiptMail } from '../../contact/contact-mail.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { sendMail } from '../../mail/outbox.ts';

/**
 * POST /api/v1/contact-us — stores a contact message and mails it to customer care, with a receipt
 * to the sender. It needs an unspent token from verify-captcha; spending the token, storing the
 * message and queueing both e-mails happen in one transaction.
 */
export function registerContactUs(app: ProviderApp, ctx: ProviderContext): void {
  const captcha = captchaServiceFor(ctx);
  app.post(
    '/api/v1/contact-us',
    { preValidation: requireBearer(ctx), schema: { body: ContactUsRequestSchema } },
    async (request, reply): Promise<ContactUsResponse> => {
      const { captchaToken, ...fields } = request.body;
      const principal = request.principal;
      const member = principal?.kind === 'member' ? principal : null;

      const reference = await ctx.db.transaction(async (tx) => {
        if (!(await captcha.spendToken(tx, captchaToken))) return null;
        const inserted = await tx.query<{ id: string | number }>(
          `insert into contact_messages (member_id, topic, name, email_address, phone_number, message)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [
            member?.memberId ?? null,
            fields.topic,
            fields.name,
            fields.emailAddress,
            fields.phoneNumber,
            fields.message,
          ],
        );
        const contact = {
          ...fields,
          reference: contactReference(Number(inserted.rows[0]!.id)),
          accountNumber: member?.accountNumber ?? null,
        };
        await sendMail(tx, careMail(ctx.settings.customerCareEmail, contact));
        await sendMail(tx, receiptMail(contact));
        return contact.reference;
      });
      if (!reference) throw captchaRequired();
      reply.status(201).header('cache-control', 'no-store');
      return { reference };
    },
  );
}
