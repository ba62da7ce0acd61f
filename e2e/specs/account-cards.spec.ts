import {
  expectFieldMessage,
  interfaceEvents,
  recordInterfaceEvents,
  registerVerifiedMember,
} from '../support/account.ts';
import { signIn } from '../support/portal.ts';
import { expect, failedRequest, test } from '../support/test.ts';

test('a member links a partner-bank card, and a card the bank does not confirm is not linked', async ({
  page,
  request,
  allowProblems,
}) => {
  // The card the bank does not confirm: the provider refuses it.
  allowProblems(failedRequest(422, '/api/v1/fgb-customer-number'));
  const member = await registerVerifiedMember(request, 'Cards');
  await recordInterfaceEvents(page);
  await signIn(page, member.emailAddress, { password: member.password });
  await page.getByRole('link', { name: 'My Account' }).first().click();
  const section = page.getByRole('region', { name: 'Linked First Global Bank credit cards' });
  await expect(section.getByText('No cards linked yet.')).toBeVisible();

  const customer = 'First Global Bank customer number';
  const lastFour = 'Last four digits of the card';
  await page.getByLabel(customer).fill('FGB123');
  await page.getByLabel(lastFour).fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Link this card' }).click();
  await expectFieldMessage(page, customer, 'Value must be digits', 'FGB123');
  await expectFieldMessage(page, lastFour, 'This field has maximum length of 4', '4111 1111 1111 1111');
  expect(await interfaceEvents(page)).toEqual([]);

  // A customer number the bank does not know: card-linked false (the shell shows the spec's message).
  await page.getByLabel(customer).fill('44178029');
  await page.getByLabel(lastFour).fill('1234');
  await page.getByRole('button', { name: 'Link this card' }).click();
  await expect(section.getByText('First Global Bank could not confirm this card.')).toBeVisible();
  await expect.poll(() => interfaceEvents(page)).toEqual([{ name: 'card-linked', detail: false }]);
  await expect(page.getByLabel(customer)).toHaveValue('44178029');

  await page.getByLabel(customer).fill('3100 6182');
  await page.getByLabel(lastFour).fill('5678');
  await page.getByRole('button', { name: 'Link this card' }).click();
  await expect(section.getByTestId('linked-cards')).toContainText('Card ending 5678');
  await expect(section.getByTestId('linked-cards')).toContainText('Customer number ending 6182');
  await expect
    .poll(() => interfaceEvents(page))
    .toEqual([
      { name: 'card-linked', detail: false },
      { name: 'card-linked', detail: true },
    ]);

  await page.reload();
  await expect(page.getByTestId('linked-cards')).toContainText('Card ending 5678');
});
