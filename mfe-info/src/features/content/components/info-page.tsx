import type { ReactNode } from 'react';
import styles from './info-page.module.css';

export interface InfoSection {
  /** Anchor of the section, for the "On this page" links. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The frame of the long information pages: the title, a short introduction, the list of
 * sections ("On this page") for people who scan, and the sections themselves.
 */
export function InfoPage({
  title,
  lede,
  updated,
  sections,
  children,
}: {
  title: string;
  lede: ReactNode;
  /** "Last updated" date of a policy, as shown. */
  updated?: string;
  sections: readonly InfoSection[];
  /** Anything after the sections (a call to action). */
  children?: ReactNode;
}) {
  return (
    <article className={styles.info}>
      <header className={styles.infoHeader}>
        <h1>{title}</h1>
        <p className={styles.infoLede}>{lede}</p>
        {updated ? <p className={styles.infoUpdated}>Last updated {updated}</p> : null}
      </header>
      {sections.length > 2 ? (
        <nav className={styles.infoToc} aria-label="On this page">
          <h2 className={styles.infoTocTitle}>On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.infoSection}
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
      {children}
    </article>
  );
}
