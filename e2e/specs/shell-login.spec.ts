import { DEMO_PASSWORD } from '@portal/loyalty-api/seed/demo-members';
import { expect, failedRequest, test } from '../support/test.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

const memberId = (page: import('@playwright/test').Page) => page.getByLabel('Island Rewards Number or Email Address');
const password = (page: import('@playwright/test').Page) => page.getByLabel('Password');
const submit = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Log in' }).click();

test('shows the requirements §4.2 messages, names the programme, and keeps what was typed', async ({ page }) => {
  await submit(page);
  await expect(page.getByText('Your Island Rewards Number or Email Address is required')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(memberId(page)).toHaveAttribute('aria-invalid', 'true');

  await memberId(page).fill('1234');
  await password(page).fill('12345');
  await submit(page);
  await expect(page.getByText('Your Island Rewards Number or Email Address is required')).toBeVisible();
  await expect(page.getByText('This field has minimum length of 6')).toBeVisible();
  await expect(memberId(page)).toHaveValue('1234');
  await expect(password(page)).toHaveValue('12345');
});

test("answers 'Incorrect login details' for an all-zero id, a malformed id and a wrong password", async ({
  page,
  allowProblems,
}) => {
  allowProblems(failedRequest(400, '/bff/token'));
  for (const [id, secret] of [
    ['00000000', 'whatever1'],
    ['not-an-email', 'whatever1'],
    ['20000001', 'wrong-password'],
    ['  member@example.com  ', 'wrong-password'],
  ] as const) {
    await memberId(page).fill(id);
    await password(page).fill(secret);
    await submit(page);
    await expect(page.getByText('Incorrect login details')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The member starts again where the form starts, what they typed kept.
    await expect(memberId(page)).toBeFocused();
    await expect(memberId(page)).toHaveValue(id);
  }
});

test('trims the inputs and signs in with an e-mail address too', async ({ page }) => {
  await memberId(page).fill('  MEMBER@example.com ');
  await password(page).fill(DEMO_PASSWORD);
  await submit(page);
  await expect(page).toHaveURL(/\/$/);
});

test('sends an account that must verify its e-mail first (HTTP 401) to /resend-verification', async ({
  page,
  allowProblems,
}) => {
  allowProblems(failedRequest(401, '/bff/token'));
  await memberId(page).fill('20000005');
  await password(page).fill(DEMO_PASSWORD);
  await submit(page);
  await expect(page).toHaveURL(/\/resend-verification$/);
});

test('shows the notices its query parameters ask for, and stores registrationSource', async ({ page }) => {
  await page.goto('/login?account-verified=true');
  await expect(page.getByText('Your account was successfully verified. Please Sign In')).toBeVisible();
  await page.goto('/login?account-deleted=true');
  await expect(page.getByText('Your account was successfully deleted.')).toBeVisible();
  await page.goto('/login?sessionExpired=true');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.goto('/login?registrationSource=till-poster');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('island-rewards.registration-source')))
    .toBe('till-poster');
});
