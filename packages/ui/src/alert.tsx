import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  /** Shows a close button; the caller removes the alert. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** A message block. Errors interrupt (role=alert); the rest are polite status messages. */
const TONE_CLASS: Readonly<Record<AlertProps['tone'], string | undefined>> = {
  error: styles.alertError,
  success: styles.alertSuccess,
  info: styles.alertInfo,
  warning: styles.alertWarning,
};

export function Alert({ tone, children, onDismiss, dismissLabel = 'Dismiss' }: AlertProps) {
  return (
    <div className={`${styles.alert} ${TONE_CLASS[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.alertBody}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.alertClose} onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      ) : null}
    </div>
  );
}
