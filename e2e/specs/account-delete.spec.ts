import {
  expectFieldMessage,
  interfaceEvents,
  recordInterfaceEvents,
  registerVerifiedMember,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, failedRequest, test } from '../support/test.ts';

test('a member deletes their account, is signed out, and can no longer log in', async ({
  page,
  request,
  allowProblems,
}) => {
  // A wrong password refused, then the deleted account's log-ins.
  allowProblems(failedRequest(400, '/api/v1/account/deletion-token'), failedRequest(400, '/bff/token'));
  const member = await registerVerifiedMember(request, 'Leaving');
  await recordInterfaceEvents(page);
  await signIn(page, member.emailAddress, { password: member.password });
  await page.goto('/account');
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
  await expectNoAxeViolations(page);

  const remove = page.getByRole('button', { name: 'Delete my account' });
  await remove.click();
  await expectFieldMessage(page, 'Your password', 'This field is required', '');
  await expect(page.getByText('Please confirm that you understand what deleting your account means')).toBeVisible();

  await page.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await page.getByLabel(/I understand that deleting my account/).check();
  await remove.click();
  await expectFieldMessage(page, 'Your password', 'That password is not correct.', 'not-my-password');
  await expect(page).toHaveURL(/\/account\/delete$/);

  await page.getByLabel('Your password', { exact: true }).fill(member.password);
  await remove.click();
  await expect(page).toHaveURL(/\/login\?account-deleted=true$/);
  await expect(page.getByText('Your account was successfully deleted.')).toBeVisible();
  expect(await interfaceEvents(page)).toContainEqual({ name: 'account-deleted', detail: null });
  expect((await (await page.request.get('/bff/session')).json()).authenticated).toBe(false);

  for (const username of [member.emailAddress, member.accountNumber]) {
    await page.goto('/login');
    await page.getByLabel('Island Rewards Number or Email Address').fill(username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect login details')).toBeVisible();
  }
});

test('a failed deletion says so and keeps the account', async ({ page, request, allowProblems }) => {
  // The deletion this test makes fail.
  allowProblems(failedRequest(502, '/api/v1/account?'));
  const member = await registerVerifiedMember(request, 'Staying');
  await signIn(page, member.emailAddress, { password: member.password });
  await page.route('**/api/v1/account?*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 502, json: { code: 'provider_unavailable', message: 'Down' } })
      : route.fallback(),
  );
  await page.goto('/account/delete');
  await page.getByLabel('Your password', { exact: true }).fill(member.password);
  await page.getByLabel(/I understand that deleting my account/).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account could not be deleted. Please contact customer support')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Staying' })).toBeVisible();
});
