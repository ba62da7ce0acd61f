import { DEMO_MEMBERS } from '@portal/loyalty-api/seed/demo-members';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

const numberFormat = new Intl.NumberFormat('en-JM');
const pts = (points: number) => `${numberFormat.format(points)} pts`;

/**
 * The programme's thresholds (docs/decisions/0037-information-pages-and-contact.md): purchase points
 * in a year for next year's tier.
 */
const THRESHOLDS = { Bronze: 0, Silver: 2_500, Gold: 7_500 } as const;
const ORDER = ['Bronze', 'Silver', 'Gold'] as const;

interface Progress {
  tier: { name: keyof typeof THRESHOLDS; perks: string[] };
  year: number;
  earnedThisYear: number;
}

for (const demo of DEMO_MEMBERS.filter((member) => member.loginEnabled !== false)) {
  test(`${demo.accountNumber}: the dashboard shows the tier, its perks and its progress by the rules`, async ({
    page,
  }) => {
    test.slow();
    await signIn(page, demo.accountNumber);
    const card = page.getByRole('region', { name: 'Your tier' });
    await expect(card.getByTestId('tier-name')).toHaveText(demo.vendorTier, { timeout: 15_000 });

    // This year's purchase points as the provider counts them; the figures follow from the rules.
    const progress = (await (await page.request.get('/api/v1/account/tier')).json()) as Progress;
    expect(progress.tier.name).toBe(demo.vendorTier);
    const earned = progress.earnedThisYear;
    const next = progress.year + 1;
    await expect(card.getByTestId('tier-earned')).toHaveText(pts(earned));
    await expect(card.getByRole('listitem')).toHaveText(progress.tier.perks);

    const at = ORDER.indexOf(demo.vendorTier as (typeof ORDER)[number]);
    const keep = card.getByTestId('tier-keep');
    if (at === 0) {
      await expect(keep).toHaveCount(0);
    } else {
      const remaining = Math.max(0, THRESHOLDS[ORDER[at]!] - earned);
      await expect(keep.locator('p').first()).toHaveText(
        remaining > 0
          ? `${pts(remaining)} to keep ${demo.vendorTier} for ${next}`
          : `${demo.vendorTier} is yours for ${next}`,
      );
    }
    const reach = card.getByTestId('tier-reach');
    const above = ORDER[at + 1];
    if (!above) {
      await expect(reach).toHaveCount(0);
    } else {
      const threshold = THRESHOLDS[above];
      const remaining = Math.max(0, threshold - earned);
      await expect(reach.locator('p').first()).toHaveText(
        remaining > 0 ? `${pts(remaining)} to reach ${above}` : `You’ve reached ${above} for ${next}`,
      );
      const bar = reach.getByRole('progressbar');
      await expect(bar).toHaveAttribute('max', String(threshold));
      await expect(bar).toHaveAttribute('value', String(Math.min(earned, threshold)));
      await expect(reach).toContainText(
        `${numberFormat.format(Math.min(earned, threshold))} of ${pts(threshold)} earned in ${progress.year}`,
      );
    }
  });
}

test('purchase rows show the tier bonus they include', async ({ page }) => {
  const gold = DEMO_MEMBERS.find((member) => member.vendorTier === 'Gold' && member.loginEnabled !== false)!;
  await signIn(page, gold.accountNumber);
  await page.goto('/transactions');
  const rows = (await (await page.request.get('/api/v1/account/transactions?size=20&page=0')).json()) as {
    content: Array<{ bonusPoints: number }>;
  };
  const withBonus = rows.content.filter((row) => row.bonusPoints > 0).map((row) => row.bonusPoints);
  expect(withBonus.length).toBeGreaterThan(0);
  await expect(page.getByTestId('transaction-bonus')).toHaveText(
    withBonus.map((bonus) => `incl. ${bonus} pts tier bonus`),
    { timeout: 15_000 },
  );
});
