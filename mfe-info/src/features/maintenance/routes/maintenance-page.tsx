import { Button } from '@portal/ui/button';
import { CUSTOMER_CARE, useProgramme } from '../../content/use-programme.ts';
import styles from './maintenance-page.module.css';

/**
 * Where the maintenance guard sends everyone while MAINTENANCE is on (layout 'plain': no header,
 * nothing to click that would only bring them back here). "Try again" loads the portal afresh,
 * so it reads the settings again and lets members in as soon as the work is done.
 */
export function MaintenancePage() {
  const { name, phone, phoneHref } = useProgramme();
  return (
    <div className={styles.maintenance}>
      <svg className={styles.maintenanceArt} viewBox="0 0 120 80" width="120" height="80" aria-hidden="true">
        <circle cx="60" cy="42" r="22" fill="#ffc72c" />
        <g stroke="#ffc72c" strokeWidth="4" strokeLinecap="round">
          <path d="M60 8v8M30 20l6 6M90 20l-6 6M18 42h8M94 42h8" />
        </g>
        <path d="M0 62c15-8 25-8 40 0s25 8 40 0 25-8 40 0v18H0z" fill="#0b6e4f" />
        <path d="M0 70c15-6 25-6 40 0s25 6 40 0 25-6 40 0v10H0z" fill="#074f38" />
      </svg>
      <h1>We'll be right back</h1>
      <p className={styles.maintenanceLede}>
        {name} is down for scheduled maintenance while we make improvements. It should only take a little while.
      </p>
      <ul className={styles.maintenanceFacts}>
        <li>Your points, rewards and vouchers are safe.</li>
        <li>You can keep earning points in our stores as usual.</li>
        <li>Vouchers you already have still work at the till.</li>
      </ul>
      <Button onClick={() => window.location.assign('/')}>Try again</Button>
      <p className={styles.maintenanceHelp}>
        Need help now? Call us toll-free on <a href={phoneHref}>{phone}</a>, {CUSTOMER_CARE.hours}
      </p>
    </div>
  );
}
