import type { Page } from '@playwright/test';
import { registerVerifiedMember } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

const numberFormat = new Intl.NumberFormat('en-JM');

/** What the provider answers through the BFF, as the page asks: the member's balance. */
async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/account/points');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: number }).points;
}

/** How many rewards a search matches at the provider. */
async function matches(page: Page, params: string): Promise<number> {
  const response = await page.request.get(`/api/v1/rewards/search?shouldPage=true&size=1&${params}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { page: { totalElements: number } }).page.totalElements;
}

/** Each card on show: its points, its availability note (if any) and what it says of the member's points. */
function cards(page: Page) {
  return page.getByTestId('reward-card').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('h3')?.textContent ?? '',
      points: Number(item.querySelector('[data-testid="reward-points"]')?.getAttribute('data-points')),
      footer: item.querySelector('[data-testid="reward-points"]')?.parentElement?.textContent ?? '',
      note: item.querySelector('[data-testid="affordability"]')?.textContent ?? null,
    })),
  );
}

const countIn = (summary: string): number => Number(/(?:of )?([\d,]+) rewards?$/.exec(summary)?.[1]?.replace(/,/g, ''));

test('a member sees what they can afford on every card, filters to it and sorts by their balance', async ({ page }) => {
  test.slow();
  await signIn(page, '20000001');
  const balance = await balanceOf(page);
  await page.goto('/rewards');
  await expect(page.getByTestId('reward-card')).toHaveCount(12);
  await expect(page.getByTestId('affordability').first()).toBeVisible();
  for (const card of await cards(page)) {
    const blocked = /Sold out|No longer available/.test(card.footer);
    const coming = /Coming /.test(card.footer);
    const expected = blocked
      ? null
      : card.points > balance
        ? `${numberFormat.format(card.points - balance)} pts to go`
        : coming
          ? null
          : 'You can redeem this';
    expect(card.note, card.name).toBe(expected);
  }
  await expectNoAxeViolations(page);

  // click, not check(): the box follows the URL, which changes a moment after the click.
  await page.getByRole('checkbox', { name: 'Within my points' }).click();
  await expect(page).toHaveURL(/\/rewards\?filter=within-my-points$/);
  await expect(page.getByRole('checkbox', { name: 'Within my points' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Filtered rewards' })).toBeVisible();
  const affordable = await matches(page, 'affordable=true');
  expect(affordable).toBeGreaterThan(0);
  expect(countIn((await page.getByTestId('results-summary').textContent()) ?? '')).toBe(affordable);
  expect(affordable).toBeLessThan(await matches(page, ''));
  for (const card of await cards(page)) {
    expect(card.note, card.name).toBe('You can redeem this');
    expect(card.points).toBeLessThanOrEqual(balance);
  }

  await page.getByLabel('Sort by').selectOption({ label: 'Closest to my balance' });
  await expect(page).toHaveURL(/\/rewards\?sort=closest&filter=within-my-points$/);
  await expect(page.getByRole('checkbox', { name: 'Within my points' })).toBeChecked();
  await expect
    .poll(async () => {
      const distances = (await cards(page)).map((card) => Math.abs(card.points - balance));
      return distances.length > 0 && distances.every((distance, i) => i === 0 || distance >= distances[i - 1]!);
    })
    .toBe(true);

  // The URL is the state: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Within my points' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('closest');
  await page.goBack();
  await expect(page).toHaveURL(/\/rewards\?filter=within-my-points$/);
});

test('a member keeps favourites with the heart, and the Favourites filter shows just those', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerVerifiedMember(request, 'Hearts');
  await signIn(page, member.emailAddress, { password: member.password });
  await page.goto('/rewards?sort=points-asc');
  const first = page.getByTestId('reward-card').nth(0);
  const second = page.getByTestId('reward-card').nth(2);
  const [firstName, secondName] = [
    (await first.locator('h3').textContent()) ?? '',
    (await second.locator('h3').textContent()) ?? '',
  ];
  await first.getByRole('button', { name: `Favourite: ${firstName}` }).click();
  await second.getByRole('button', { name: `Favourite: ${secondName}` }).click();
  await expect(first.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');
  await expect(second.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');
  // A balance of 0: everything is still to go.
  await expect(first.getByTestId('affordability')).toContainText('pts to go');

  await page.getByRole('checkbox', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/rewards\?sort=points-asc&filter=favourites$/);
  await expect(page.getByTestId('reward-card')).toHaveCount(2);
  await expect(page.getByTestId('results-summary')).toHaveText('Showing 2 rewards');

  // Kept by the provider: a fresh load still has both; un-hearting one leaves one.
  await page.reload();
  await expect(page.getByTestId('reward-card')).toHaveCount(2);
  const kept = page.getByTestId('reward-card').filter({ hasText: firstName });
  await expect(kept.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');
  await kept.getByTestId('favourite').click();
  await expect(kept.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('reward-card')).toHaveCount(1);
  await expect(page.getByTestId('reward-card')).toContainText(secondName);
});

test('a visitor gets the plain catalogue: no hearts, no points, and a member’s link falls back to it', async ({
  page,
}) => {
  await page.goto('/rewards?filter=favourites&sort=closest');
  await expect(page.getByTestId('reward-card')).toHaveCount(12);
  await expect(page.getByTestId('results-summary')).toHaveText(`Showing 1–12 of ${await matches(page, '')} rewards`);
  await expect(page.getByTestId('favourite')).toHaveCount(0);
  await expect(page.getByTestId('affordability')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Within my points' })).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
});
