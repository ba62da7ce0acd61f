import { type ReactNode, useId } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title?: string;
  /** Heading level of the title, so each page keeps a correct outline. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string | undefined;
  /** The id of an element naming the card, when it has no title of its own. */
  labelledBy?: string;
}

/** A card; with a title it is a region named by it, so screen-reader users can jump between cards. */
export function Card({ title, headingLevel = 2, children, className, labelledBy }: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const named = title ? titleId : labelledBy;
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={named}>
      {title ? (
        <Heading id={titleId} className={styles.cardTitle}>
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}
