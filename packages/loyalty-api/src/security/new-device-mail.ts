import { JAMAICA_TIME_ZONE } from '@portal/contracts/jamaica-time';
import type { Queryable } from '../db/database.ts';
import { greeting, PROGRAMME, SIGN_OFF } from '../mail/account-mails.ts';
import { sendMail } from '../mail/outbox.ts';
import type { DeviceDescription } from './describe-user-agent.ts';

const WHEN = new Intl.DateTimeFormat('en-JM', {
  timeZone: JAMAICA_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

/**
 * "A new device signed in to your account": the browser and device, the time in Jamaica, and
 * what to do if it was not the member — the security centre to sign it out, and a new password.
 */
export async function sendNewDeviceMail(
  db: Queryable,
  to: { emailAddress: string; firstName: string | null },
  signIn: DeviceDescription & { at: Date },
  portalOrigin: string,
): Promise<void> {
  await sendMail(db, {
    kind: 'new-device-sign-in',
    to: to.emailAddress,
    subject: `New sign-in to your ${PROGRAMME} account`,
    text: `${greeting(to.firstName)}

Your account was just signed in to from a device we have not seen before:

${signIn.browser} on ${signIn.device}
${WHEN.format(signIn.at)} (Jamaica time)

If this was you, there is nothing to do.

If it was not, sign that device out in your security centre and choose a new password:

${portalOrigin}/account#security
${portalOrigin}/forgot-password${SIGN_OFF}`,
  });
}
