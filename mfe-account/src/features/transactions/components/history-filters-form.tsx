import type { TransactionFilterKind } from '@portal/contracts/provider/account';
import { TRANSACTION_FILTER_KIND_NAMES } from '@portal/contracts/provider/account';
import { Button } from '@portal/ui/button';
import { CheckboxField } from '@portal/ui/checkbox-field';
import { DateField } from '@portal/ui/date-field';
import { TextField } from '@portal/ui/text-field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type HistoryState, rangeErrors } from '../history-filters.ts';
import styles from './history-tools.module.css';

const KIND_LABELS: Readonly<Record<TransactionFilterKind, string>> = {
  earned: 'Earned',
  // Not "Redeemed": that word is a voucher used at a till (docs/decisions/0019-glossary.md).
  redeemed: 'Spent on rewards',
  refunded: 'Refunds',
  expired: 'Expired',
  promo: 'Promo codes',
  adjustments: 'Adjustments',
};

/**
 * The history's filters: kinds, a date range and a store. "Show" applies them (one
 * step Back can undo, and nothing is asked while the member is still typing a date). The dates are
 * typed day first with the profile's own field, not the browser's mm/dd/yyyy picker; a
 * day that is not whole or real, or a range that ends before it starts, is said on its field.
 */
export function HistoryFiltersForm({ state, onApply }: { state: HistoryState; onApply: (next: HistoryState) => void }) {
  const [draft, setDraft] = useState(state);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setDraft(state);
    setErrors({});
  }, [state]);
  // Keyboard and screen-reader users land on what to put right.
  useEffect(() => {
    if (errors.from || errors.to) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const toggle = (kind: TransactionFilterKind, on: boolean) =>
    setDraft((current) => ({
      ...current,
      kinds: on ? [...current.kinds, kind] : current.kinds.filter((chosen) => chosen !== kind),
    }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = rangeErrors(draft.from, draft.to);
    setErrors(checked.errors);
    if (checked.range) onApply({ ...draft, ...checked.range, page: 1 });
  };
  return (
    <form ref={formRef} className={styles.filters} onSubmit={submit} noValidate aria-label="Filter transactions">
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
        <DateField
          label="From"
          hint="Day, month and year, e.g. 01/10/2026."
          value={draft.from}
          error={errors.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
        <DateField
          label="To"
          hint="Day, month and year, e.g. 31/10/2026."
          value={draft.to}
          error={errors.to}
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
      </div>
    </form>
  );
}
