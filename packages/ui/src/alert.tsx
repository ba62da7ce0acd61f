import type { ReactNode } from 'react';
import './alert.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  /** Shows a close button; the caller removes the alert. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** A message block. Errors interrupt (role=alert); the rest are polite status messages. */
export function Alert({ tone, children, onDismiss, dismissLabel = 'Dismiss' }: AlertProps) {
  return (
    <div className={`ir-alert ir-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="ir-alert__body">{children}</div>
      {onDismiss ? (
        <button type="button" className="ir-alert__close" onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      ) : null}
    </div>
  );
}
