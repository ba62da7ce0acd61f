import { CONTACT_LIMITS } from '@portal/validation/contact-schema';

/**
 * A link into the contact form with its topic and message filled in
 * (docs/decisions/0033-transaction-history.md: "Report missing points" from a transaction). The form
 * (mfe-info) reads the same parameters; another remote builds the link with `contactHref`. Only a topic
 * the form offers is taken, and the message is cut to what the form accepts; the member still reads,
 * edits and sends it.
 */
const CONTACT_PREFILL = { topic: 'topic', message: 'message' } as const;

const MESSAGE_MAX = CONTACT_LIMITS.messageMax;

export function contactHref(prefill: { topic: string; message: string }): string {
  const params = new URLSearchParams({
    [CONTACT_PREFILL.topic]: prefill.topic,
    [CONTACT_PREFILL.message]: prefill.message.slice(0, MESSAGE_MAX),
  });
  return `/contact?${params.toString()}`;
}

/** What a contact link asks to fill in, of the topics the form offers. */
export function contactPrefillOf(
  params: URLSearchParams,
  topics: readonly string[],
): { topic?: string; message?: string } {
  const topic = params.get(CONTACT_PREFILL.topic);
  const message = params.get(CONTACT_PREFILL.message)?.slice(0, MESSAGE_MAX);
  return {
    ...(topic && topics.includes(topic) ? { topic } : {}),
    ...(message ? { message } : {}),
  };
}
