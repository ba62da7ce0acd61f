import { Link } from '@portal/router/react-router';
import type { FaqEntry } from '../faq-entries.ts';
import styles from './faq-item.module.css';
import { Highlighted } from './highlighted.tsx';

/**
 * One question and its answer: a native disclosure (<details>/<summary>), so Enter and Space open
 * it, screen readers announce "collapsed/expanded", and it works before any script runs.
 */
export function FaqItem({ entry, terms, open }: { entry: FaqEntry; terms: readonly string[]; open: boolean }) {
  return (
    <details className={styles.faqItem} id={entry.id} open={open || undefined}>
      <summary className={styles.faqQuestion}>
        <Highlighted text={entry.question} terms={terms} />
      </summary>
      <div className={styles.faqAnswer}>
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>
            <Highlighted text={paragraph} terms={terms} />
          </p>
        ))}
        {entry.link ? (
          <p className={styles.faqLink}>
            <Link to={entry.link.to}>{entry.link.label}</Link>
          </p>
        ) : null}
      </div>
    </details>
  );
}
