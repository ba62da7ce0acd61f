import { Link } from '@portal/router/react-router';
import { InfoPage, type InfoSection } from '../../content/components/info-page.tsx';
import { useProgramme } from '../../content/use-programme.ts';

/** /terms-and-conditions — the rules of the programme. */
export function TermsPage() {
  const { name, bank, phone, phoneHref } = useProgramme();
  const sections: InfoSection[] = [
    {
      id: 'membership',
      title: '1. Membership',
      body: (
        <>
          <p>
            1.1 {name} is free to join for anyone aged 18 or over with an address in Jamaica. Each person may hold one
            account.
          </p>
          <p>
            1.2 A <strong>guest account</strong> is opened at a till with a phone number. It earns points but cannot
            redeem rewards online, link credit cards or claim promo codes.
          </p>
          <p>
            1.3 <strong>Full registration</strong> requires a valid e-mail address, a password and verification of the
            e-mail address through the link we send. A guest may complete full registration at any time and keeps their
            points.
          </p>
          <p>
            1.4 You are responsible for keeping your password secret and your details up to date. Tell us at once if you
            think someone else has used your account.
          </p>
        </>
      ),
    },
    {
      id: 'earning',
      title: '2. Earning points',
      body: (
        <>
          <p>
            2.1 Members earn 1 point for every J$100 spent on qualifying purchases in participating stores, counted on
            the total of each receipt after discounts and rounded down. Gift cards, phone credit, bill payments, lottery
            tickets and government fees are not qualifying purchases.
          </p>
          <p>2.2 The member number or card must be presented before payment. Points appear within 48 hours.</p>
          <p>
            2.3 Members who link a {bank} credit card earn 1 bonus point for every J$200 paid with that card in
            participating stores. Bonus points appear once {bank} confirms the payment.
          </p>
          <p>
            2.4 Bonus-point campaigns and promo codes carry their own conditions and end dates. Each promo code may be
            claimed once per member.
          </p>
          <p>2.5 Points returned with a refund are deducted from your balance.</p>
        </>
      ),
    },
    {
      id: 'tiers',
      title: '3. Tiers',
      body: (
        <p>
          3.1 Members are Bronze, Silver or Gold. Silver needs 2,500 pts and Gold 7,500 pts earned in a calendar year.
          Tiers are reviewed in January on the previous year's points and apply until the next review. Benefits are
          described on the <Link to="/about#tiers">About page</Link> and may change with notice.
        </p>
      ),
    },
    {
      id: 'using',
      title: '4. Rewards and vouchers',
      body: (
        <>
          <p>
            4.1 Points can be redeemed only by fully registered members, for the rewards shown in the portal at the
            time, while stocks last. Points are deducted when the voucher is issued.
          </p>
          <p>
            4.2 Vouchers are valid until the date shown on them, cannot be exchanged for cash, and no change is given. A
            voucher is used once, in full.
          </p>
          <p>
            4.3 An unused voucher may be cancelled through customer care within 14 days of its issue, and its points are
            returned.
          </p>
          <p>4.4 Partner rewards are also subject to the partner's own terms, shown with the reward.</p>
        </>
      ),
    },
    {
      id: 'expiry',
      title: '5. Points expiry',
      body: (
        <p>
          5.1 Points expire 12 months after the end of the calendar quarter in which they were earned. Redemptions use
          the oldest points first. Expired points cannot be reinstated.
        </p>
      ),
    },
    {
      id: 'cards',
      title: '6. Lost cards and misuse',
      body: (
        <>
          <p>
            6.1 Report a lost or stolen card by calling <a href={phoneHref}>{phone}</a>. We block it and move your
            points to a new card. We are not responsible for points used before you reported the loss.
          </p>
          <p>
            6.2 We may suspend or close an account, and cancel points or vouchers, obtained by fraud, by abuse of the
            programme or in breach of these terms.
          </p>
        </>
      ),
    },
    {
      id: 'closing',
      title: '7. Closing your account',
      body: (
        <p>
          7.1 You may close your account at any time from My Account. Unused points and vouchers are cancelled when the
          account closes. Accounts with no activity for 24 months may be closed after 30 days' notice by e-mail.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '8. Changes to the programme',
      body: (
        <p>
          8.1 We may change these terms, the rewards or the earning rates. We give members at least 30 days' notice by
          e-mail and in the portal before a change that reduces their benefits, and 90 days' notice if the programme
          ends, so that points can be used.
        </p>
      ),
    },
    {
      id: 'law',
      title: '9. Privacy, liability and law',
      body: (
        <>
          <p>
            9.1 We handle your personal data as described in the <Link to="/privacy-policy">privacy policy</Link>.
          </p>
          <p>
            9.2 Nothing in these terms limits rights you have under the Consumer Protection Act. These terms are
            governed by the laws of Jamaica and the courts of Jamaica have jurisdiction.
          </p>
          <p>
            9.3 Questions about these terms: <Link to="/contact">contact us</Link> or call toll-free on{' '}
            <a href={phoneHref}>{phone}</a>.
          </p>
        </>
      ),
    },
  ];
  return (
    <InfoPage
      title="Terms and conditions"
      lede={`The rules of ${name}: who can join, how points are earned, used and expire, and what happens to your account.`}
      updated="1 November 2026"
      sections={sections}
    />
  );
}
