import { Link } from '@portal/router/react-router';
import infoPageStyles from '../../content/components/info-page.module.css';
import { InfoPage, type InfoSection } from '../../content/components/info-page.tsx';
import { CUSTOMER_CARE, useProgramme } from '../../content/use-programme.ts';
import { TierTable } from '../components/tier-table.tsx';
import styles from './about-page.module.css';

/** /about — what the programme is and how it works. */
export function AboutPage() {
  const { name, bank, phone, phoneHref } = useProgramme();
  const sections: InfoSection[] = [
    {
      id: 'how-it-works',
      title: 'How it works',
      body: (
        <ol className={styles.aboutSteps}>
          <li>
            <strong>Join free.</strong> Ask at any till for a guest account, or register online with your e-mail
            address.
          </li>
          <li>
            <strong>Collect points.</strong> Give your member number or scan your card every time you shop with us.
          </li>
          <li>
            <strong>Enjoy rewards.</strong> Turn your points into vouchers for groceries, fuel, meals, medicines and
            more, right here in the portal.
          </li>
        </ol>
      ),
    },
    {
      id: 'earning',
      title: 'Earning points',
      body: (
        <>
          <p>
            You earn <strong>1 point for every J$100</strong> you spend on qualifying purchases in our supermarkets,
            pharmacies and hardware stores, in every parish. Points are counted on the total of each receipt, rounded
            down, and appear in your account within 48 hours.
          </p>
          <ul>
            <li>
              <strong>Bonus points:</strong> watch for double-points weekends and featured products that earn extra.
            </li>
            <li>
              <strong>Promo codes:</strong> claim codes from our flyers and e-mails on your dashboard for extra points.
            </li>
            <li>
              <strong>{bank} credit cards:</strong> link your {bank} credit card to your account and earn a bonus point
              for every J$200 you pay with it in our stores, on top of your usual points.
            </li>
          </ul>
          <p>Gift cards, phone credit, bill payments and lottery tickets do not earn points.</p>
        </>
      ),
    },
    {
      id: 'spending',
      title: 'Using your points',
      body: (
        <>
          <p>
            Every point is worth about <strong>J$1 in rewards</strong>. Browse the <Link to="/rewards">rewards</Link> by
            category — groceries, fuel, dining, pharmacy, household, electronics, experiences and partner offers — and
            redeem the one you want. Your voucher appears at once under <strong>Vouchers</strong>, with a barcode and a
            QR code the cashier scans from your phone.
          </p>
          <p>
            Points come off your balance only when a voucher is issued. Each voucher shows its own expiry date, usually
            90 days after you redeem it.
          </p>
        </>
      ),
    },
    {
      id: 'tiers',
      title: 'Bronze, Silver and Gold',
      body: (
        <>
          <p>
            Everyone starts at Bronze. The more you earn in a calendar year, the more the programme gives back. We
            review tiers each January using the points you earned the year before, and you keep your tier for the whole
            of the new year.
          </p>
          <TierTable />
        </>
      ),
    },
    {
      id: 'expiry',
      title: 'When points expire',
      body: (
        <>
          <p>
            Points expire <strong>12 months after the end of the calendar quarter</strong> in which you earned them, and
            we always use your oldest points first. For example, points earned on 15 February 2026 (January to March)
            expire at the end of 31 March 2027.
          </p>
          <p>Your dashboard shows how many of your points expire next, and when, so you can use them in time.</p>
        </>
      ),
    },
    {
      id: 'membership',
      title: 'Guest accounts and full membership',
      body: (
        <>
          <p>
            A <strong>guest account</strong> is opened at the till with just your phone number, so you can start earning
            on your very first visit. To redeem rewards online, link a credit card or claim promo codes, complete{' '}
            <strong>full registration</strong>: add your e-mail address and a password, then verify your e-mail address
            with the link we send you.
          </p>
          <p>
            Signed in as a guest, choose <strong>Register Now</strong> on any page to finish in a couple of minutes.
            Your points come with you.
          </p>
        </>
      ),
    },
  ];
  return (
    <InfoPage
      title={`About ${name}`}
      lede={`${name} is the free loyalty programme of our supermarkets, pharmacies and hardware stores across Jamaica. Shop as you always do, collect points on every visit, and turn them into groceries, fuel, meals and more.`}
      sections={sections}
    >
      <aside className={infoPageStyles.infoCallout} aria-label="Help">
        <p>
          <strong>Questions?</strong> Read the <Link to="/faq">FAQs</Link>, <Link to="/contact">send us a message</Link>
          , or call customer care toll-free on <a href={phoneHref}>{phone}</a>, {CUSTOMER_CARE.hours}
        </p>
      </aside>
    </InfoPage>
  );
}
