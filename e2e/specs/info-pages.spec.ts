import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/** Each information page: its title, content that proves it is the real page, and WCAG 2.2 AA. */
const PAGES = [
  {
    path: '/about',
    title: 'About Island Rewards',
    content: ['1 point for every J$100', 'J$1 in rewards', 'Bronze, Silver and Gold', 'First Global Bank credit cards'],
  },
  {
    path: '/copyright',
    title: 'Copyright',
    content: [`© ${new Date().getFullYear()} Island Rewards`, 'Copyright Act of Jamaica'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    content: ['Data Protection Act, 2020', 'Information Commissioner', 'privacy@islandrewards.jm'],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and conditions',
    content: ['1 point for every J$100', '12 months after the end of the calendar quarter', 'guest account'],
  },
] as const;

for (const info of PAGES) {
  test(`${info.path} shows its content and meets WCAG 2.2 AA`, async ({ page }) => {
    await page.goto(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
    await expect(page).toHaveTitle(/\| Island Rewards$/);
    const article = page.getByRole('article');
    for (const text of info.content) await expect(article).toContainText(text);
    // "On this page" links reach their sections (every page here has more than two sections).
    const first = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first();
    const target = (await first.getAttribute('href')) ?? '';
    expect(target).toMatch(/^#[a-z-]+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}

test('the FAQ is searchable, its answers open by keyboard, and it meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const questions = page.locator('summary');
  const total = await questions.count();
  expect(total).toBeGreaterThan(15);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${total} questions`);

  // Keyboard: Tab to a question, Enter opens its answer, Enter again closes it.
  const question = page.locator('summary', { hasText: 'Do my points expire?' });
  const answer = page.getByText('Points expire 12 months after the end of the calendar quarter');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expect(page.locator('details#points-expiry')).toHaveJSProperty('open', true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();

  // Search: every word must appear; matching answers open with the words marked.
  const search = page.getByRole('searchbox', { name: 'Search the FAQs' });
  await search.fill('lost card');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 question matches “lost card”');
  await expect(questions).toHaveCount(1);
  await expect(page.getByText('Your points belong to your account, not the card.', { exact: false })).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText(/lost|card/i);
  await expectNoAxeViolations(page);

  await search.fill('zebra crossing');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('0 questions match “zebra crossing”');
  await expect(page.getByRole('heading', { name: 'No answers found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'send us your question' })).toHaveAttribute('href', '/contact');

  await search.fill('');
  await expect(questions).toHaveCount(total);
});

test('a link to an answer opens it', async ({ page }) => {
  await page.goto('/faq#lost-card');
  await expect(page.getByText('Your points belong to your account, not the card.', { exact: false })).toBeVisible();
});

test('/maintenance explains, reassures and meets WCAG 2.2 AA, without the header', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  await expect(page.getByText('Your points, rewards and vouchers are safe.')).toBeVisible();
  await expect(page.getByRole('link', { name: '1-888-429-7378' }).first()).toHaveAttribute('href', 'tel:18884297378');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).not.toHaveURL(/\/maintenance$/);
});
