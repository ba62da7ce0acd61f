import { Link } from '@portal/router/react-router';
import { CUSTOMER_CARE, useProgramme } from '../../content/use-programme.ts';
import { ContactForm } from '../components/contact-form.tsx';
import styles from './contact-page.module.css';

/** /contact — the contact form, and the other ways to reach customer care. */
export function ContactPage() {
  const { name, bank, phone, phoneHref } = useProgramme();
  return (
    <div className={styles.contact}>
      <header className={styles.contactHeader}>
        <h1>Contact us</h1>
        <p className={styles.contactLede}>
          Questions about your points, a voucher or your account? The {name} customer care team answers every message
          within two working days.
        </p>
      </header>
      <div className={styles.contactBody}>
        <section className={styles.contactCard} aria-label="Contact form">
          <ContactForm partnerBankName={bank} />
        </section>
        <aside className={styles.contactAside} aria-labelledby="other-ways">
          <h2 id="other-ways">Other ways to reach us</h2>
          <div className={styles.contactWay}>
            <h3>Call us free</h3>
            <p>
              <a className={styles.contactPhone} href={phoneHref}>
                {phone}
              </a>
            </p>
            <p>{CUSTOMER_CARE.hours}</p>
          </div>
          <div className={styles.contactWay}>
            <h3>Lost or stolen card?</h3>
            <p>Call us straight away so we can block it. Your points are safe and move to your new card.</p>
          </div>
          <div className={styles.contactWay}>
            <h3>E-mail</h3>
            <p>
              <a href={`mailto:${CUSTOMER_CARE.email}`}>{CUSTOMER_CARE.email}</a>
            </p>
          </div>
          <div className={styles.contactWay}>
            <h3>Quick answers</h3>
            <p>
              Many questions are answered in our <Link to="/faq">FAQs</Link>.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
