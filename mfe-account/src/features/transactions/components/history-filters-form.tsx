import type { TransactionFilterKind } from '@portal/contracts/provider/account';
import { TRANSACTION_FILTER_KIND_NAMES } from '@portal/contracts/provider/account';
import { Button } from '@portal/ui/button';
import { CheckboxField } from '@portal/ui/checkbox-field';
import { DateField } from '@portal/ui/date-field';
import { useTakeOver } from '@portal/ui/form/take-over';
import { useSubmit } from '@portal/ui/form/use-submit';
import { TextField } from '@portal/ui/text-field';
import { useEffect, useRef, useState } from 'react';
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

/** Each kind's box by its name, ticked or not. */
const kindBoxes = (kinds: readonly TransactionFilterKind[]): Record<string, boolean> =>
  Object.fromEntries(TRANSACTION_FILTER_KIND_NAMES.map((kind) => [`kind-${kind}`, kinds.includes(kind)]));

/** The draft with what the fields held (useTakeOver's carry): the texts, and the kinds whose boxes changed. */
function draftWith(draft: HistoryState, typed: Partial<Record<string, string | boolean>>): HistoryState {
  const text = (key: 'from' | 'to' | 'store'): string => {
    const value = typed[key];
    return typeof value === 'string' ? value : draft[key];
  };
  const kinds = TRANSACTION_FILTER_KIND_NAMES.filter((kind) => {
    const box = typed[`kind-${kind}`];
    return typeof box === 'boolean' ? box : draft.kinds.includes(kind);
  });
  return { ...draft, from: text('from'), to: text('to'), store: text('store'), kinds };
}

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
  // What was typed and ticked on the server's page before the scripts came is the draft (each
  // kind's box is named `kind-<kind>`); a "Show" pressed meanwhile applies it then.
  useTakeOver(
    formRef,
    () => ({ from: state.from, to: state.to, store: state.store, ...kindBoxes(state.kinds) }),
    (typed) => setDraft((current) => draftWith(current, typed)),
  );
  // The URL's filters when they change (Back, "Clear"), not on mount: what was typed before then stays.
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
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
  // The send every form has; its check is the range's, said on the date fields.
  const { onSubmit } = useSubmit(
    {
      check: () => {
        const checked = rangeErrors(draft.from, draft.to);
        setErrors(checked.errors);
        return checked.range ? { ...draft, ...checked.range, page: 1 } : null;
      },
      showFieldErrors: () => undefined,
    },
    async (next) => onApply(next),
    { onFailure: () => '' },
  );
  return (
    <form
      method="post"
      ref={formRef}
      className={styles.filters}
      onSubmit={onSubmit}
      noValidate
      aria-label="Filter transactions"
    >
      <fieldset className={styles.kinds}>
        <legend>Kind</legend>
        {TRANSACTION_FILTER_KIND_NAMES.map((kind) => (
          <CheckboxField
            key={kind}
            name={`kind-${kind}`}
            label={KIND_LABELS[kind]}
            checked={draft.kinds.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className={styles.fields}>
        <DateField
          label="From"
          name="from"
          hint="Day, month and year, e.g. 01/10/2026."
          value={draft.from}
          error={errors.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
        <DateField
          label="To"
          name="to"
          hint="Day, month and year, e.g. 31/10/2026."
          value={draft.to}
          error={errors.to}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
        <TextField
          label="Store"
          name="store"
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
