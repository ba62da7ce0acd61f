import type { OutgoingMail } from '../mail/outbox.ts';

export interface ContactMessage {
  reference: string;
  topic: string;
  name: string;
  emailAddress: string;
  phoneNumber: string | null;
  message: string;
  /** The signed-in member who wrote, or null for a visitor. */
  accountNumber: string | null;
}

/** "CM-000042": the reference customer care and the member quote. */
export const contactReference = (id: number): string => `CM-${String(id).padStart(6, '0')}`;

const formatPhone = (digits: string): string => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/** The message as customer care reads it: everything they need to answer, and who to answer. */
export function careMail(to: string, contact: ContactMessage): OutgoingMail {
  return {
    kind: 'contact-message',
    to,
    subject: `[${contact.reference}] ${contact.topic} — ${contact.name}`,
    text: [
      `A member of the public wrote through the portal's contact form.`,
      '',
      `Reference: ${contact.reference}`,
      `Topic:     ${contact.topic}`,
      `From:      ${contact.name}`,
      `E-mail:    ${contact.emailAddress} (reply to this address)`,
      `Phone:     ${contact.phoneNumber ? formatPhone(contact.phoneNumber) : 'not given'}`,
      `Member:    ${contact.accountNumber ? `${contact.accountNumber} (signed in when writing)` : 'not signed in'}`,
      '',
      'Message:',
      contact.message,
    ].join('\n'),
  };
}

/**
 * The receipt to the address the sender gave. It does not repeat their message: the form is open
 * to visitors, and a receipt carrying free text would let anyone send our mail to anyone.
 */
export function receiptMail(contact: ContactMessage): OutgoingMail {
  return {
    kind: 'contact-receipt',
    to: contact.emailAddress,
    subject: `We received your message (${contact.reference})`,
    text: [
      `Hello ${contact.name},`,
      '',
      `Thank you for writing to us about "${contact.topic}". Customer care has your message and will reply to this address within two working days.`,
      '',
      `Your reference is ${contact.reference}. Please quote it if you call us about this message.`,
      '',
      'If you did not write to us, you can ignore this e-mail.',
    ].join('\n'),
  };
}
