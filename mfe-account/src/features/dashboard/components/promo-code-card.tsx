import { Link } from '@portal/router/react-router';
import { buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import styles from './promo-code-card.module.css';

/** The way into the promo-code claim (/promo); `className` places it in the page's layout. */
export function PromoCodeCard({ className }: { className?: string | undefined }) {
  return (
    <Card title="Promo codes" className={[styles.promoCard, className].filter(Boolean).join(' ')}>
      <p>Got a code from a flyer, a text message or your receipt? Add its points to your balance.</p>
      <Link to="/promo" className={buttonClassName('accent')}>
        Enter a promo code
      </Link>
    </Card>
  );
}
