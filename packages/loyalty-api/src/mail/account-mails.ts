import type { Queryable } from '../db/database.ts';
import { sendMail } from './outbox.ts';

/**
 * The account e-mails: verification, password reset and its confirmation, "you already have an
 * account", and the goodbye after a deletion. Plain text with full links into the portal.
 */

/** The programme's name as the e-mails write it. */
export const PROGRAMME = 'Island Rewards';
/** The end of every account e-mail: who sent it and why. */
export const SIGN_OFF = `\n\nThe ${PROGRAMME} team\n\nYou are receiving this e-mail because of activity on your ${PROGRAMME} account.`;

/** "Hi Ann,", or "Hello," without a first name. */
export const greeting = (firstName: string | null): string => (firstName ? `Hi ${firstName},` : 'Hello,');

export async function sendVerificationMail(
  db: Queryable,
  to: { emailAddress: string; firstName: string | null; accountNumber: string },
  portalOrigin: string,
  token: string,
): Promise<void> {
  await sendMail(db, {
    kind: 'email-verification',
    to: to.emailAddress,
    subject: `Verify your e-mail address for ${PROGRAMME}`,
    text: `${greeting(to.firstName)}

Please confirm that this is your e-mail address by opening this link:

${portalOrigin}/verify?token=${token}

The link works once and for 48 hours. Your ${PROGRAMME} number is ${to.accountNumber}.${SIGN_OFF}`,
  });
}

export async function sendPasswordResetMail(
  db: Queryable,
  to: { emailAddress: string; firstName: string | null },
  portalOrigin: string,
  token: string,
): Promise<void> {
  await sendMail(db, {
    kind: 'password-reset',
    to: to.emailAddress,
    subject: `Reset your ${PROGRAMME} password`,
    text: `${greeting(to.firstName)}

We received a request to reset your password. Choose a new one here:

${portalOrigin}/reset-password?token=${token}

The link works once and for 1 hour. If you did not ask for this, you can ignore this e-mail: your password has not changed.${SIGN_OFF}`,
  });
}

export async function sendPasswordChangedMail(
  db: Queryable,
  to: { emailAddress: string; firstName: string | null },
  portalOrigin: string,
): Promise<void> {
  await sendMail(db, {
    kind: 'password-changed',
    to: to.emailAddress,
    subject: `Your ${PROGRAMME} password was changed`,
    text: `${greeting(to.firstName)}

Your password was just changed, and every device signed in to your account was signed out.

If this was not you, reset your password now and contact customer care:

${portalOrigin}/forgot-password${SIGN_OFF}`,
  });
}

/** Sent instead of a second account when someone registers with an address that already has one. */
export async function sendAccountExistsMail(
  db: Queryable,
  to: { emailAddress: string; firstName: string | null },
  portalOrigin: string,
): Promise<void> {
  await sendMail(db, {
    kind: 'account-exists',
    to: to.emailAddress,
    subject: `You already have an ${PROGRAMME} account`,
    text: `${greeting(to.firstName)}

Someone (we hope you) tried to register for ${PROGRAMME} with this e-mail address, which already has an account. No new account was made.

Log in: ${portalOrigin}/login
Forgot your password? ${portalOrigin}/forgot-password${SIGN_OFF}`,
  });
}

export async function sendAccountDeletedMail(
  db: Queryable,
  to: { emailAddress: string; firstName: string | null; accountNumber: string },
): Promise<void> {
  await sendMail(db, {
    kind: 'account-deleted',
    to: to.emailAddress,
    subject: `Your ${PROGRAMME} account was deleted`,
    text: `${greeting(to.firstName)}

As you asked, your ${PROGRAMME} account ${to.accountNumber} was deleted, with its points and personal details. You can no longer sign in with it.

If you did not ask for this, please contact customer care straight away.${SIGN_OFF}`,
  });
}
