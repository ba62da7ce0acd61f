import { registerVerifiedMember } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { latestMail } from '../support/mailbox.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

test('a member chooses which e-mails they get, keeps the choice, and has last month’s statement e-mailed', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await registerVerifiedMember(request, 'Statements');
  await signIn(page, member.emailAddress, { password: member.password });
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'E-mail preferences' });
  const reminders = section.getByLabel('Points about to expire: a reminder 30 and 7 days before');
  const statements = section.getByLabel('A monthly statement of my points');
  // Reminders of the member's own points are on until they say otherwise; the rest are off.
  await expect(reminders).toBeChecked();
  await expect(statements).not.toBeChecked();
  await expectNoAxeViolations(page);

  await reminders.uncheck();
  await statements.check();
  await section.getByRole('button', { name: 'Save preferences' }).click();
  await expect(section.getByText('Your e-mail preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail preferences' }).getByLabel('A monthly statement of my points'),
  ).toBeChecked();
  await expect(
    page
      .getByRole('region', { name: 'E-mail preferences' })
      .getByLabel('Points about to expire: a reminder 30 and 7 days before'),
  ).not.toBeChecked();

  await page.getByRole('button', { name: 'E-mail me a statement' }).click();
  await expect(
    page.getByText(new RegExp(`We’ve sent your statement for \\w+ \\d{4} to ${member.emailAddress}\\.`)),
  ).toBeVisible();
  const mail = await latestMail(request, member.emailAddress, 'statement');
  expect(mail.subject).toMatch(/^Your Island Rewards statement for \w+ \d{4}$/);
  // A new member: nothing moved last month, and the balance either side is 0.
  expect(mail.text).toContain('No points moved this month.');
  expect(mail.text).toMatch(/Balance on 1 \w+ \d{4}: 0 pts/);
});
