import { REWARD_QUERY_MAX_LENGTH } from '@portal/contracts/provider/rewards';
import { Button } from '@portal/ui/button';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styles from './search-form.module.css';

/**
 * The search box. A search runs on submit (not per keystroke: members are on mobile data, and each
 * search is one step Back can undo). It follows the URL, so Back shows the query of the page it
 * returns to, without losing focus when the member's own search lands.
 */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <search>
      <form onSubmit={submit}>
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
