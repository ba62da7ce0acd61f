import { type APIRequestContext, expect } from '@playwright/test';
import { PROVIDER_URL } from './ports.ts';

export interface Mail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest mail of a kind to an address in the bundled provider's dev mailbox, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${PROVIDER_URL}/dev/mailbox.json`, { params: { to, kind, limit: '1' } });
        found = ((await response.json()) as Mail[])[0];
        return found;
      },
      { message: `mail "${kind}" to ${to}`, timeout: 10_000 },
    )
    .toBeDefined();
  return found as Mail;
}

/** The first link into the portal in a mail's text. */
export function portalLinkIn(mail: Mail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
