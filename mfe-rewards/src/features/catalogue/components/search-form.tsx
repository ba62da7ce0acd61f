import { REWARD_QUERY_MAX_LENGTH } from '@portal/contracts/provider/rewards';
import { Button } from '@portal/ui/button';
import { useTakeOver } from '@portal/ui/form/take-over';
import { useSubmit } from '@portal/ui/form/use-submit';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './search-form.module.css';

/**
 * The search box. A search runs on submit (not per keystroke: members are on mobile data, and each
 * search is one step Back can undo). It follows the URL, so Back shows the query of the page it
 * returns to, without losing focus when the member's own search lands. What was typed into the
 * server's page before the scripts came is kept, and a search asked for meanwhile runs then
 * (useTakeOver, as every form's).
 *
 * Why GET, the one form that is not `method="post"`: its one field is the page's own URL state
 * (`?query=`), which the scripted search puts there too; without scripts the server draws the
 * results from it.
 */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(query);
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOver(
    formRef,
    () => ({ query }),
    (typed) => setValue(typed.query ?? query),
  );
  // The URL's query when it changes (Back), not on mount: what was typed before then stays.
  const shown = useRef(query);
  useEffect(() => {
    if (shown.current === query) return;
    shown.current = query;
    setValue(query);
  }, [query]);
  // Nothing to check: the send is the one every form has.
  const { onSubmit } = useSubmit(
    { check: () => value, showFieldErrors: () => undefined },
    async (typed) => onSearch(typed),
    { onFailure: () => '' },
  );
  return (
    <search>
      <form method="get" ref={formRef} onSubmit={onSubmit}>
        <label htmlFor={id} className={styles.rewardsSearchLabel}>
          Search rewards
        </label>
        <div className={styles.rewardsSearchRow}>
          <input
            id={id}
            name="query"
            type="search"
            className={styles.rewardsSearchInput}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={REWARD_QUERY_MAX_LENGTH}
            placeholder="Try “fuel” or “jerk”"
            enterKeyHint="search"
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
    </search>
  );
}
