import { Link } from '@portal/router/react-router';
import { buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import styles from '../routes/dashboard.module.css';

/** The way into the promo-code claim (/promo). */
export function PromoCodeCard() {
  return (
    <Card title="Promo codes" className={styles.promoCard}>
      <p>Got a code from a flyer, a text message or your receipt? Add its points to your balance.</p>
      <Link to="/promo" className={buttonClassName('accent')}>
        Enter a promo code
      </Link>
    </Card>
  );
}
