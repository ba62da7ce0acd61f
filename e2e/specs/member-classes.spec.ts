import { randomUUID } from 'node:crypto';
import { PORTAL_HEADERS } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * What guests and pending members may not do (redeem a reward, claim a promo code, link a
 * partner-bank card — the About page: "complete full registration") is shown as such, with the
 * reason and the next step, and the provider refuses it too (requirements §1.3 and §18;
 * docs/decisions/0027-full-membership-rule.md).
 */

test('a pending member on a reward is told to verify their e-mail first, and cannot redeem', async ({ page }) => {
  // Sign-in, a search, the reward, its redeem page, an accessibility scan and two provider calls.
  test.slow();
  await signIn(page, '20000002');
  await page.goto('/rewards?query=patty');
  await page.getByRole('link', { name: 'Patty and Coco Bread Combo' }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  const rewardUrl = new URL(page.url());
  const notice = page.getByTestId('redeem-not-allowed');
  await expect(notice).toHaveText(
    'Verify your e-mail address to redeem rewards: open the link in the e-mail we sent you when you registered.',
  );
  await expect(page.getByRole('link', { name: /^Redeem for/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send me a new verification link' }).first()).toHaveAttribute(
    'href',
    '/resend-verification',
  );
  await expectNoAxeViolations(page);

  // The redeem page itself says the same and offers no Confirm.
  await page.goto(`${rewardUrl.pathname}/redeem`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem this reward' })).toBeVisible();
  await expect(page.getByTestId('redeem-not-allowed')).toContainText('Verify your e-mail address to redeem rewards');
  await expect(page.getByRole('button', { name: /Confirm/ })).toHaveCount(0);

  // And the provider refuses it, whatever the page shows.
  const before = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  const refused = await page.request.post(`/api/v1${rewardUrl.pathname}/redeem`, {
    headers: { ...PORTAL_HEADERS, 'idempotency-key': randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('account_not_verified');
  const after = ((await (await page.request.get('/api/v1/account/points')).json()) as { points: number }).points;
  expect(after).toBe(before);
});

test('a guest on /promo is told to complete registration, and the next step opens it', async ({ page }) => {
  // Sign-in, the dialog, an accessibility scan, a provider call and the registration page.
  test.slow();
  await signIn(page, '20000003');
  await page.goto('/promo');
  const dialog = page.getByRole('dialog', { name: 'Claim a promo code' });
  await expect(dialog.getByTestId('promo-not-allowed')).toContainText(
    'Guest accounts can’t claim promo codes. Complete your registration',
  );
  await expect(dialog.getByRole('button', { name: 'Check code' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const refused = await page.request.post('/api/v1/promo-codes/ISLAND250/claim', {
    headers: PORTAL_HEADERS,
    data: { phoneNumber: '8765550000' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('full_registration_required');

  await dialog.getByRole('link', { name: 'Complete your registration' }).click();
  await expect(page).toHaveURL(/\/account\?edit=guest-registration$/);
});

for (const { member, who, reason, code, next } of [
  {
    member: '20000002',
    who: 'a pending member',
    reason: 'Verify your e-mail address to link partner-bank cards',
    code: 'account_not_verified',
    next: 'Send me a new verification link',
  },
  {
    member: '20000003',
    who: 'a guest',
    reason: 'Guest accounts can’t link partner-bank cards. Complete your registration',
    code: 'full_registration_required',
    next: 'Complete your registration',
  },
]) {
  test(`${who} on /account is told why a card cannot be linked yet and what to do, and the provider refuses it`, async ({
    page,
  }) => {
    await signIn(page, member);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Linked First Global Bank credit cards' });
    await expect(section.getByTestId('card-link-not-allowed')).toContainText(reason);
    await expect(section.getByRole('link', { name: next })).toBeVisible();
    await expect(section.getByRole('button', { name: /link/i })).toHaveCount(0);

    const refused = await page.request.post('/api/v1/fgb-customer-number', {
      headers: PORTAL_HEADERS,
      data: { customerNumber: '44178028', cardLastFour: '5678' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe(code);
  });
}

/**
 * One rule for what a member class may do. A guest's or a pending member's reward cards
 * never promise what they may not do ("You can redeem this") nor count points toward it ("N pts
 * to go"): they say the step needed first; the reward page and the provider say why, in the same words.
 */
for (const { who, member, step, code } of [
  {
    who: 'a pending member',
    member: '20000002',
    step: 'Verify your e-mail address first',
    code: 'account_not_verified',
  },
  { who: 'a guest', member: '20000003', step: 'Complete your registration first', code: 'full_registration_required' },
]) {
  test(`${who}’s reward cards say the step needed first on every page, and the reward page and the provider agree`, async ({
    page,
  }) => {
    // Every page of the catalogue, a reward page and a provider call.
    test.slow();
    await signIn(page, member);
    await page.goto('/rewards');
    const summary = page.getByTestId('results-summary');
    await expect(summary).toHaveText(/^Showing 1–\d+ of \d+ rewards$/);
    const total = Number(/of (\d+) rewards$/.exec((await summary.textContent()) ?? '')?.[1]);
    let redeemable: { name: string; href: string } | null = null;
    for (let pageNumber = 1; (pageNumber - 1) * 12 < total; pageNumber++) {
      if (pageNumber > 1) await page.goto(`/rewards?page=${pageNumber}`);
      await expect(summary).toHaveText(new RegExp(`^Showing ${(pageNumber - 1) * 12 + 1}–`));
      const cards = page.getByTestId('reward-card');
      // The notes come with the session's balance and class: wait for the first before reading them all.
      await expect(
        cards
          .first()
          .getByTestId('affordability')
          .or(cards.first().getByText(/Sold out|No longer available/)),
      ).toBeVisible();
      const shown = await cards.evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector('h3')?.textContent ?? '',
          href: item.querySelector('h3 a')?.getAttribute('href') ?? '',
          footer: item.querySelector('[data-testid="reward-points"]')?.parentElement?.textContent ?? '',
          note: item.querySelector('[data-testid="affordability"]')?.textContent ?? null,
        })),
      );
      for (const card of shown) {
        expect(card.note ?? '', card.name).not.toMatch(/You can redeem this|pts to go/);
        const blocked = /Sold out|No longer available/.test(card.footer);
        expect(card.note, card.name).toBe(blocked ? null : step);
        if (!blocked && !/Coming /.test(card.footer)) redeemable ??= card;
      }
    }

    // The reward's page gives the reason and the next step; the provider refuses with the same words.
    expect(redeemable, 'an available reward in the catalogue').not.toBeNull();
    await page.goto(redeemable!.href);
    const reason = (await page.getByTestId('redeem-not-allowed').textContent()) ?? '';
    expect(reason).toMatch(code === 'account_not_verified' ? /^Verify your e-mail address/ : /^Guest accounts can’t/);
    const refused = await page.request.post(`/api/v1${new URL(page.url()).pathname}/redeem`, {
      headers: { ...PORTAL_HEADERS, 'idempotency-key': randomUUID() },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code, message: reason });
  });
}
