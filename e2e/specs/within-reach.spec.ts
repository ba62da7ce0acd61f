import type { Page } from '@playwright/test';
import { fullMemberRefusalOf } from '@portal/contracts/full-member-rule';
import type { Reward } from '@portal/contracts/provider/rewards';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * The dashboard's "Within reach" for every seeded member who can sign in: the rewards their
 * balance covers, nearest to it (up to three), and the cheapest one above it with the points to
 * go, worked out here from the whole catalogue the provider holds; a guest and a pending member
 * are told the step they need first (the same words as a reward's card and page).
 */

/** Every reward in the catalogue, page by page. */
async function catalogue(page: Page): Promise<Reward[]> {
  const rewards: Reward[] = [];
  for (let number = 0; ; number++) {
    const response = await page.request.get(`/api/v1/rewards/search?shouldPage=true&size=100&page=${number}`);
    expect(response.status()).toBe(200);
    const { content, page: paging } = (await response.json()) as {
      content: Reward[];
      page: { totalPages: number };
    };
    rewards.push(...content);
    if (number + 1 >= paging.totalPages) return rewards;
  }
}

const points = (value: number) => `${new Intl.NumberFormat('en-JM').format(value)} pts`;

for (const member of ['20000001', '20000004'] as const) {
  test(`${member}: "Within reach" offers what the balance covers, nearest first, and the next reward up`, async ({
    page,
  }) => {
    await signIn(page, member);
    const card = page.getByTestId('within-reach');
    await expect(card).toBeVisible({ timeout: 20_000 });
    // The balance the card was drawn with: the one the page shows (another spec may redeem meanwhile).
    const balance = Number((await page.getByTestId('sidebar-points').first().textContent())?.replace(/\D/g, ''));
    const available = (await catalogue(page)).filter((reward) => reward.availability === 'available');
    const covered = available.filter((reward) => reward.points <= balance).sort((a, b) => b.points - a.points);
    const above = available.filter((reward) => reward.points > balance).sort((a, b) => a.points - b.points);

    const offered = card.getByTestId('within-reach-now');
    await expect(offered).toHaveCount(Math.min(3, covered.length));
    // Nearest first: the points of each offered, in order, are those of the dearest covered.
    expect(
      (await offered.allTextContents()).map((text) => Number(/([\d,]+) pts$/.exec(text)?.[1]?.replace(/,/g, ''))),
    ).toEqual(covered.slice(0, 3).map((reward) => reward.points));
    for (const text of await offered.allTextContents()) {
      expect(covered.some((reward) => text.startsWith(reward.name))).toBe(true);
    }

    const [next] = above;
    if (!next) {
      await expect(card.getByTestId('within-reach-next')).toHaveCount(0);
      return;
    }
    const nextLine = card.getByTestId('within-reach-next');
    await expect(nextLine).toContainText(`${points(next.points - balance)} to go`);
    // The cheapest above the balance (or one of the same price).
    const named = above.filter((reward) => reward.points === next.points).map((reward) => reward.name);
    expect(named).toContain(await nextLine.getByRole('link').textContent());
    await expect(nextLine.getByRole('progressbar')).toHaveAttribute('max', String(next.points));
    await expect(nextLine.getByRole('progressbar')).toHaveAttribute('value', String(balance));

    // The nearest offered opens its page, where it can be redeemed.
    const nearest = covered[0];
    if (!nearest) return;
    await offered.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/rewards\/\d+$/);
    await expect(page.getByRole('link', { name: `Redeem for ${points(nearest.points)}` })).toBeVisible();
  });
}

for (const [who, member, memberClass] of [
  ['a pending member', '20000002', 'pending'],
  ['a guest', '20000003', 'guest'],
] as const) {
  test(`${who} (${member}): "Within reach" says the step needed first, and offers no reward`, async ({ page }) => {
    await signIn(page, member);
    const card = page.getByTestId('within-reach');
    const refusal = fullMemberRefusalOf(memberClass, 'redeem-reward')!;
    await expect(card).toContainText(refusal.message, { timeout: 20_000 });
    await expect(card.getByTestId('within-reach-now')).toHaveCount(0);
    await expect(card.getByTestId('within-reach-next')).toHaveCount(0);
    await card.getByRole('link', { name: refusal.nextStep.label }).click();
    await expect(page).toHaveURL(new RegExp(`${refusal.nextStep.to.replace(/[?]/g, '\\?')}$`));
  });
}
