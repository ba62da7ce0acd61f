import { expectFieldMessage, registerVerifiedMember } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

test('a member edits their profile until it is complete', async ({ page, request }) => {
  const member = await registerVerifiedMember(request, 'Profile');
  await signIn(page, member.emailAddress, { password: member.password });
  await page.getByRole('link', { name: 'My Account' }).first().click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText('Your profile is missing some details.')).toBeVisible();
  // The shell's profile banner (requirements §7): a verified member whose profile is incomplete.
  const profileBanner = page.getByText('Help us choose the best reward for you');
  await expect(profileBanner).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/account\?edit=profile$/);
  await expect(page.getByRole('heading', { name: 'Edit your profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Bad input: each message beside its field, nothing typed lost.
  await page.getByLabel('First name', { exact: true }).fill('');
  await page.getByLabel('Street address', { exact: true }).fill('12345');
  await page.getByLabel('People in your household', { exact: true }).fill('three');
  await page.getByLabel('Dependants', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  await expectFieldMessage(page, 'First name', 'This field is required', '');
  await expectFieldMessage(page, 'Street address', 'Invalid input', '12345');
  await expectFieldMessage(page, 'People in your household', 'Value must be numeric', 'three');
  await expect(page).toHaveURL(/\/account\?edit=profile$/);

  await page.getByLabel('Title', { exact: true }).selectOption('Mr.');
  await page.getByLabel('First name', { exact: true }).fill('Profile');
  await page.getByLabel('Gender', { exact: true }).selectOption('Male');
  await page.getByLabel('Date of birth', { exact: true }).fill('1985-10-06');
  await page.getByLabel('Occupation (optional)', { exact: true }).selectOption('Technical');
  await page.getByLabel('Street address', { exact: true }).fill('22 Manchester Road, Apt. 4');
  await page.getByLabel('Town', { exact: true }).selectOption('Mandeville');
  // The town fills in its parish.
  await expect(page.getByLabel('Parish', { exact: true })).toHaveValue('MR');
  await page.getByLabel('People in your household', { exact: true }).fill('3');
  await page.getByLabel('Household income (monthly)', { exact: true }).selectOption('$100,001-$200,000');
  await page.getByRole('button', { name: 'Add a dependant’s name' }).click();
  await page.getByLabel('Dependant 1: first name', { exact: true }).fill('Aaliyah');
  await page.getByLabel('Dependant 1: relationship', { exact: true }).selectOption('Daughter');
  await page.getByRole('button', { name: 'Save my profile' }).click();

  await expect(page).toHaveURL(/\/account$/);
  const notice = page.getByTestId('account-notice');
  await expect(notice).toHaveText('Your profile was saved.');
  // Where the member is looking: Save was at the foot of a long form.
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(page.getByText('Your profile is missing some details.')).toHaveCount(0);
  // Saving a complete profile removes the banner at once, and it stays gone on the next page.
  await expect(profileBanner).toHaveCount(0);
  const details = page.getByTestId('profile-details');
  await expect(details).toContainText('Mr. Profile Example');
  await expect(details).toContainText('22 Manchester Road, Apt. 4, Mandeville, Manchester');
  await expect(details).toContainText('Aaliyah (Daughter)');

  // What the session's account (accountAtom, the banners' source) now holds: a complete profile (requirements §7.2).
  const account = await (await page.request.get('/api/v1/account/spoonity-user-info')).json();
  expect(account).toMatchObject({
    prefix: 'Mr.',
    firstName: 'Profile',
    lastName: 'Example',
    gender: 'Male',
    birthdate: '1985-10-06',
    phoneNumber: '8765550100',
    address1: '22 Manchester Road, Apt. 4',
    city: 'Mandeville',
    parish: 'MR',
    householdSize: 3,
    dependants: 1,
    income: '$100,001-$200,000',
    occupation: 'Technical',
    namedDependants: [{ firstName: 'Aaliyah', relationship: 'Daughter' }],
  });
  // The shell's chrome was reloaded too: the sidebar has the new first name.
  await expect(page.getByRole('complementary', { name: 'Your membership' })).toContainText('Profile Example');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('summary-account-number')).toBeVisible();
  await expect(profileBanner).toHaveCount(0);
});

test('a guest is offered full registration, whose form keeps what was typed', async ({ page }) => {
  await signIn(page, '20000003');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Become a full member' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Complete my registration' }).click();
  await expect(page).toHaveURL(/\/account\?edit=guest-registration$/);
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('E-mail address', { exact: true }).fill('guest@');
  await page.getByRole('button', { name: 'Complete my registration' }).click();
  await expectFieldMessage(page, 'E-mail address', 'Invalid email', 'guest@');
  await expectFieldMessage(page, 'First name', 'This field is required');

  // ?edit=profile is not for a guest without update access.
  await page.goto('/account?edit=profile');
  await expect(page.getByText('Please complete your full registration before you edit your profile.')).toBeVisible();
});
