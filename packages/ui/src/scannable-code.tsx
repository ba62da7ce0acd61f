import { groupDigits } from '@portal/contracts/group-digits';
import { useState } from 'react';
import { Barcode } from './barcode.tsx';
import { Button } from './button.tsx';
import { QrCode } from './qr-code.tsx';
import styles from './scannable-code.module.css';
import visuallyHiddenStyles from './visually-hidden.module.css';

// Kept importable from here, where the portal's pages have always found it.
export { groupDigits };

/**
 * A number a till can take three ways: a Code 128 barcode, a QR code, and the number itself in
 * large type with a Copy button. `what` names it for screen readers ("Member number", "Voucher").
 */
export function ScannableCode({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={styles.scannable}>
      <div className={styles.scannableCodes}>
        <Barcode value={value} label={`${what} barcode: ${value}`} />
        <QrCode value={value} label={`${what} QR code: ${value}`} />
      </div>
      <p className={styles.scannableText}>
        <span className={visuallyHiddenStyles.visuallyHidden}>{what}: </span>
        <span data-testid="scannable-value">{groupDigits(value)}</span>
      </p>
      <div className={styles.scannableCopy}>
        <Button variant="secondary" onClick={copy}>
          Copy {what.toLowerCase()}
        </Button>
        <span role="status" className={styles.scannableStatus}>
          {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Could not copy; select the number instead' : ''}
        </span>
      </div>
    </div>
  );
}
