import { Button, buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { useEffect, useId, useRef, useState } from 'react';
import { filtersButtonText, type HistoryState, isHistoryFiltered, NO_FILTERS } from '../history-filters.ts';
import { HistoryFiltersForm } from './history-filters-form.tsx';
import styles from './history-tools.module.css';

/**
 * The history's filters behind one control: on a phone the list comes first, and
 * "Filters (N)" says how many are on, whether set here or by a link from another page. One tap
 * (or Enter / Space) opens and closes it, Escape closes it; showing the results closes it and
 * gives the focus back to the control, so the list is what the member sees next.
 */
export function HistoryFiltersDisclosure({
  state,
  onApply,
}: {
  state: HistoryState;
  onApply: (next: HistoryState) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // Escape, from the control or anywhere in the open filters, closes them.
  useEffect(() => {
    const box = boxRef.current;
    if (!open || !box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <div ref={boxRef} className={styles.disclosure}>
      <div className={styles.actions}>
        {/* A plain button: the shared Button passes no ref, and the focus comes back here. */}
        <button
          ref={toggleRef}
          type="button"
          className={buttonClassName('secondary')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {filtersButtonText(state)}
        </button>
        {isHistoryFiltered(state) ? (
          <Button variant="link" onClick={() => onApply(NO_FILTERS)}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {/* Kept mounted while closed, so what was typed survives a close and reopen. */}
      <div id={panelId} hidden={!open}>
        <Card title="Find a transaction" headingLevel={2}>
          <HistoryFiltersForm
            state={state}
            onApply={(next) => {
              close();
              onApply(next);
            }}
          />
        </Card>
      </div>
    </div>
  );
}
