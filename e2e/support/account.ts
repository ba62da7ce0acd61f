import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { solvedPayload } from '@portal/loyalty-api/testing/captcha-solver';
import { latestMail, portalLinkIn } from './mailbox.ts';
import { BASE_URL } from './ports.ts';

/** Headers of a state-changing request from the portal's own pages (the BFF's CSRF check). */
export const PORTAL_HEADERS = { origin: BASE_URL, 'x-portal-request': '1' } as const;

export interface TestMember {
  emailAddress: string;
  password: string;
  accountNumber: string;
  firstName: string;
}

let counter = 0;
/** An address no other test (or earlier run) uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/** A captcha token earned through the BFF as the browser earns one: challenge, solve, verify-captcha. */
async function captchaToken(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get(`${BASE_URL}/api/v1/captcha/challenge`)).json();
  const verified = await request.post(`${BASE_URL}/api/v1/verify-captcha`, {
    headers: PORTAL_HEADERS,
    data: { payload: await solvedPayload(challenge) },
  });
  expect(verified.status()).toBe(200);
  return (await verified.json()).captchaToken;
}

/**
 * A new member of their own for a test that changes an account (so tests never change the
 * shared demo members): registered through the BFF's register payload and verified through the
 * link in the dev mailbox, as a member would.
 */
export async function registerVerifiedMember(request: APIRequestContext, firstName = 'Tester'): Promise<TestMember> {
  const member = { emailAddress: uniqueEmail(firstName.toLowerCase()), password: 'Test-Password-2026!', firstName };
  const registered = await request.post(`${BASE_URL}/bff/token`, {
    headers: PORTAL_HEADERS,
    data: {
      tokenService: 'client',
      captchaToken: await captchaToken(request),
      prefix: null,
      firstName,
      lastName: 'Example',
      emailAddress: member.emailAddress,
      phoneNumber: '8765550100',
      birthdate: '1990-01-15',
      gender: null,
      password: member.password,
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBe(202);
  const mail = await latestMail(request, member.emailAddress, 'email-verification');
  const accountNumber = /number is (\d{8,})/.exec(mail.text)?.[1];
  if (!accountNumber) throw new Error(`no account number in: ${mail.text}`);
  const link = portalLinkIn(mail);
  const verified = await request.get(`${BASE_URL}/api/v1/account/verify-email${link.search}`, {
    headers: PORTAL_HEADERS,
  });
  expect(verified.status()).toBe(200);
  return { ...member, accountNumber };
}

/** Records the interface events (requirements §6.1) a page emits, from its first script on, for `interfaceEvents`. */
export async function recordInterfaceEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ name: string; detail: unknown }> = [];
    (window as unknown as { __interfaceEvents: typeof seen }).__interfaceEvents = seen;
    for (const name of ['account-verified', 'account-deleted', 'contact-sent', 'card-linked', 'tokens-refreshed']) {
      window.addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
    }
  });
}

export function interfaceEvents(page: Page): Promise<Array<{ name: string; detail: unknown }>> {
  return page.evaluate(
    () =>
      (window as unknown as { __interfaceEvents?: Array<{ name: string; detail: unknown }> }).__interfaceEvents ?? [],
  );
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field's message is shown and tied to it (its accessible description), and what was typed is still there. */
export async function expectFieldMessage(page: Page, label: string, message: string, typed?: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  if (typed !== undefined) await expect(field).toHaveValue(typed);
}
