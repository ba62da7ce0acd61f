import { Link, useLocation } from '@portal/router/react-router';
import { useControlTakeOver } from '@portal/ui/form/use-control-take-over';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useProgramme } from '../../content/use-programme.ts';
import { FaqItem } from '../components/faq-item.tsx';
import { faqGroups } from '../faq-entries.ts';
import { filterFaq, searchTerms } from '../faq-search.ts';
import styles from './faq-page.module.css';

/** /faq — the questions members ask most, searchable, each answer a keyboard-operable disclosure. */
export function FaqPage() {
  const { name, bank, phone, phoneHref } = useProgramme();
  const groups = useMemo(() => faqGroups({ name, bank, phone, phoneHref }), [name, bank, phone, phoneHref]);
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const [query, setQuery] = useState('');
  const terms = useMemo(() => searchTerms(query), [query]);
  const shown = useMemo(() => filterFaq(groups, terms), [groups, terms]);
  const count = shown.reduce((sum, group) => sum + group.entries.length, 0);
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  // Words typed before the page's scripts ran search once React has the page.
  useControlTakeOver(search, [query], ([typed]) => setQuery(typed ?? ''));
  // /faq#lost-card opens that answer and brings it into view. The #part of an address is the
  // browser's alone (the server that renders the page never sees it), so the answer opens once the
  // page has mounted: the first render is the server's, and hydration keeps it.
  const hash = useLocation().hash.slice(1);
  const [linked, setLinked] = useState('');
  useEffect(() => {
    setLinked(hash);
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className={styles.faq}>
      <header className={styles.faqHeader}>
        <h1>Frequently asked questions</h1>
        <p className={styles.faqLede}>
          Quick answers about joining {name}, earning and using points, vouchers and your account.
        </p>
        <search className={styles.faqSearch}>
          <label htmlFor={searchId} className={styles.faqSearchLabel}>
            Search the FAQs
          </label>
          <input
            ref={search}
            id={searchId}
            type="search"
            className={styles.faqSearchInput}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Try: expire, lost card"
            autoComplete="off"
            enterKeyHint="search"
          />
        </search>
        <p className={styles.faqCount} role="status">
          {terms.length === 0
            ? `${total} questions`
            : count === 1
              ? `1 question matches “${query.trim()}”`
              : `${count} questions match “${query.trim()}”`}
        </p>
      </header>

      {shown.map((group) => (
        <section key={group.id} className={styles.faqGroup} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <FaqItem key={entry.id} entry={entry} terms={terms} open={terms.length > 0 || entry.id === linked} />
          ))}
        </section>
      ))}

      {count === 0 ? (
        <div className={styles.faqEmpty}>
          <h2>No answers found</h2>
          <p>
            Try other words, <Link to="/contact">send us your question</Link>, or call us toll-free on{' '}
            <a href={phoneHref}>{phone}</a>.
          </p>
        </div>
      ) : (
        <p className={styles.faqMore}>
          Still need help? <Link to="/contact">Contact customer care</Link> or call toll-free on{' '}
          <a href={phoneHref}>{phone}</a>.
        </p>
      )}
    </div>
  );
}
