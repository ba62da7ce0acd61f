import type { ReactNode } from 'react';
import './card.css';

export interface CardProps {
  title?: string;
  /** Heading level of the title, so each page keeps a correct outline. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}

export function Card({ title, headingLevel = 2, children, className }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['ir-card', className].filter(Boolean).join(' ')}>
      {title ? <Heading className="ir-card__title">{title}</Heading> : null}
      {children}
    </section>
  );
}
