import type { TransactionFilterKind } from '@portal/contracts/provider/account';
import { TRANSACTION_FILTER_KIND_NAMES } from '@portal/contracts/provider/account';
import { Button } from '@portal/ui/button';
import { CheckboxField } from '@portal/ui/checkbox-field';
import { TextField } from '@portal/ui/text-field';
import { type FormEvent, useEffect, useState } from 'react';
import { type HistoryState, isHistoryFiltered, NO_FILTERS } from '../api/history-filters.ts';
import styles from './history-tools.module.css';

const KIND_LABELS: Readonly<Record<TransactionFilterKind, string>> = {
  earned: 'Earned',
  // Not "Redeemed": that word is a voucher used at a till (docs/decisions.md glossary).
  redeemed: 'Spent on rewards',
  refunded: 'Refunds',
  expired: 'Expired',
  promo: 'Promo codes',
  adjustments: 'Adjustments',
};

/**
 * The history's filters (issue 21): kinds, a date range and a store. "Show" applies them (one
 * step Back can undo, and nothing is asked while the member is still typing a date); "Clear" shows
 * everything again.
 */
export function HistoryFiltersForm({ state, onApply }: { state: HistoryState; onApply: (next: HistoryState) => void }) {
  const [draft, setDraft] = useState(state);
  useEffect(() => setDraft(state), [state]);
  const toggle = (kind: TransactionFilterKind, on: boolean) =>
    setDraft((current) => ({
      ...current,
      kinds: on ? [...current.kinds, kind] : current.kinds.filter((chosen) => chosen !== kind),
    }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filter transactions">
      <fieldset className={styles.kinds}>
        <legend>Kind</legend>
        {TRANSACTION_FILTER_KIND_NAMES.map((kind) => (
          <CheckboxField
            key={kind}
            label={KIND_LABELS[kind]}
            checked={draft.kinds.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className={styles.fields}>
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
        <TextField
          label="Store"
          type="search"
          value={draft.store}
          maxLength={60}
          onChange={(event) => setDraft((current) => ({ ...current, store: event.target.value }))}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">Show</Button>
        {isHistoryFiltered(state) ? (
          <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
