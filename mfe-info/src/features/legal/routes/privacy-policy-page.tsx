import { Link } from '@portal/router/react-router';
import styles from '../../content/components/info-page.module.css';
import { InfoPage, type InfoSection } from '../../content/components/info-page.tsx';
import { CUSTOMER_CARE, useProgramme } from '../../content/use-programme.ts';

/** /privacy-policy — how the programme handles personal data, under Jamaica's Data Protection Act, 2020. */
export function PrivacyPolicyPage() {
  const { name, bank, phone, phoneHref } = useProgramme();
  const privacyMail = `mailto:${CUSTOMER_CARE.privacyEmail}`;
  const sections: InfoSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {name} is run by the retail group that owns our supermarkets, pharmacies and hardware stores in Jamaica. For
          the personal data described here we are the <strong>data controller</strong> under the Data Protection Act,
          2020. Our Data Protection Officer can be reached at <a href={privacyMail}>{CUSTOMER_CARE.privacyEmail}</a>.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Your account:</strong> your name, title, e-mail address, phone number, member number and password
            (stored only in a form that cannot be read back).
          </li>
          <li>
            <strong>Your profile, if you choose to complete it:</strong> your address, town and parish, date of birth,
            gender, household size, number of dependants, income band and occupation.
          </li>
          <li>
            <strong>Your activity:</strong> the purchases that earn points (store, date, amount), the points you earn
            and use, the rewards you redeem, your vouchers and the promo codes you claim.
          </li>
          <li>
            <strong>Linked cards:</strong> the {bank} customer number and the last four digits of the cards you link —
            never the full card number.
          </li>
          <li>
            <strong>Messages:</strong> what you write to customer care, with the contact details you give us.
          </li>
          <li>
            <strong>Technical data:</strong> the cookies that keep you signed in and remember the pop-ups you closed
            (see below).
          </li>
        </ul>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it, and on what basis',
      body: (
        <ul>
          <li>
            <strong>To run the programme you joined</strong> (performance of our agreement with you): recording points,
            issuing and checking vouchers, keeping your account secure and answering your messages.
          </li>
          <li>
            <strong>To meet our legal obligations</strong>, such as keeping transaction records for tax purposes.
          </li>
          <li>
            <strong>To prevent fraud and misuse</strong> of points and vouchers (our legitimate interests).
          </li>
          <li>
            <strong>To choose offers for you and send them</strong>, only with your consent, which you can withdraw at
            any time.
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>We do not sell your personal data. We share it only:</p>
          <ul>
            <li>
              with companies that run services for us (hosting, e-mail), under contracts that bind them to our
              instructions and to keep it secure;
            </li>
            <li>with {bank}, when you link a card, only to confirm the card and award the bonus points;</li>
            <li>with partners whose rewards you redeem, only the voucher details they need to honour it;</li>
            <li>when the law requires it, for example with a court order.</li>
          </ul>
          <p>If your data is processed outside Jamaica, we make sure it gets the protection the Act requires.</p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <p>
          We keep your account for as long as it is open. When you close it we delete your profile and sign-in details
          at once, and keep the record of points and vouchers for seven years, as tax law requires. Messages to customer
          care are kept for two years.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>The Data Protection Act, 2020 gives you the right to:</p>
          <ul>
            <li>be told whether we hold personal data about you, and get a copy of it (we answer within 30 days);</li>
            <li>have inaccurate data corrected — most of it you can correct yourself in My Account;</li>
            <li>
              ask us to stop processing that is causing, or is likely to cause, you substantial damage or distress;
            </li>
            <li>stop us using your data for direct marketing, at any time and free of charge;</li>
            <li>not be subject to decisions about you made only by automated means;</li>
            <li>withdraw any consent you gave, without affecting what was done before;</li>
            <li>
              complain to the <strong>Information Commissioner</strong>, who oversees the Act in Jamaica.
            </li>
          </ul>
          <p>
            To use any of these rights, write to <a href={privacyMail}>{CUSTOMER_CARE.privacyEmail}</a> or{' '}
            <Link to="/contact">send us a message</Link>. We may ask you to confirm who you are first, so that nobody
            else can see your data.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          Your connection to the portal is encrypted, your password is stored only as a one-way hash, and the keys that
          keep you signed in are held in cookies that scripts on the page cannot read. Access to member data inside our
          company is limited to the staff who need it. If a breach ever put your data at risk, we would tell the
          Information Commissioner within 72 hours and tell you without delay.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and storage',
      body: (
        <ul>
          <li>
            <strong>Signing in</strong> (access_token, refresh_token): needed for the portal to work; they end when you
            log out.
          </li>
          <li>
            <strong>Pop-ups</strong> (pop_up, pop_up_rewards): remember, for the day, that you closed a welcome pop-up.
          </li>
          <li>
            <strong>Visit</strong> (ir_visit): remembers, until you close the browser or the day ends, that this visit
            has had its one welcome pop-up.
          </li>
          <li>
            <strong>Preferences</strong>, kept on your device: pop-ups and banners you closed.
          </li>
          <li>
            <strong>Analytics</strong>, where it is switched on: anonymous statistics about which pages are used. We do
            not measure visitors whose browser asks not to be tracked (Global Privacy Control).
          </li>
        </ul>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: <p>Membership is for people aged 18 or over. We do not knowingly collect data about children.</p>,
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the date at the top, and for important changes we tell members by e-mail
          before they take effect.
        </p>
      ),
    },
  ];
  return (
    <InfoPage
      title="Privacy policy"
      lede={`How ${name} collects, uses and protects your personal data, and the rights the Data Protection Act, 2020 gives you.`}
      updated="1 November 2026"
      sections={sections}
    >
      <aside className={styles.infoCallout} aria-label="Questions about your data">
        <p>
          Questions about your data? Write to <a href={privacyMail}>{CUSTOMER_CARE.privacyEmail}</a> or call us
          toll-free on <a href={phoneHref}>{phone}</a>.
        </p>
      </aside>
    </InfoPage>
  );
}
