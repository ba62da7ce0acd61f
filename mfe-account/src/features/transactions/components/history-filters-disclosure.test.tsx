// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_ERROR, type HistoryState, historyHref, parseHistoryState } from '../history-filters.ts';
import { HistoryFiltersDisclosure } from './history-filters-disclosure.tsx';

afterEach(cleanup);

/** The page's part: the state comes from a URL, and applying it makes the next URL (shown here). */
function Page({ search }: { search: string }) {
  const [state, setState] = useState<HistoryState>(() => parseHistoryState(new URLSearchParams(search)));
  return (
    <>
      <HistoryFiltersDisclosure state={state} onApply={setState} />
      <output data-testid="href">{historyHref(state)}</output>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: /^Filters/ });
const form = () => screen.queryByRole('form', { name: 'Filter transactions' });

describe('the filters behind one control', () => {
  it('start closed, say how many the URL holds, and open and close with one press each', async () => {
    const user = userEvent.setup();
    render(<Page search="kind=earned&kind=promo&from=2026-10-01" />);
    expect(toggle()).toHaveProperty('textContent', 'Filters (3)');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(form()).toBeNull();

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(form()).not.toBeNull();
    // The URL's day, shown day first.
    expect(screen.getByLabelText('From')).toHaveProperty('value', '01/10/2026');

    await user.click(toggle());
    expect(form()).toBeNull();

    // From the keyboard: Enter opens, Escape closes and leaves the focus on the control.
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(form()).not.toBeNull();
    await user.click(screen.getByLabelText('Store'));
    await user.keyboard('{Escape}');
    expect(form()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('apply a range typed day first, then close on the list', async () => {
    const user = userEvent.setup();
    render(<Page search="" />);
    expect(toggle()).toHaveProperty('textContent', 'Filters');
    await user.click(toggle());
    await user.type(screen.getByLabelText('From'), '1/10/2026');
    await user.type(screen.getByLabelText('To'), '31/10/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByTestId('href').textContent).toBe('/transactions?from=2026-10-01&to=2026-10-31');
    expect(toggle()).toHaveProperty('textContent', 'Filters (1)');
    expect(form()).toBeNull();
    expect(document.activeElement).toBe(toggle());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('href').textContent).toBe('/transactions');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('say on the field what is wrong with a day, and apply nothing', async () => {
    const user = userEvent.setup();
    render(<Page search="" />);
    await user.click(toggle());
    // Month first, as a US browser's date picker shows it.
    await user.type(screen.getByLabelText('From'), '10/31/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe(DAY_ERROR);
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('From'));
    expect(screen.getByTestId('href').textContent).toBe('/transactions');
    expect(form()).not.toBeNull();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '31/10/2026');
    await user.type(screen.getByLabelText('To'), '01/10/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('This day is before the From day.');
    expect(screen.getByTestId('href').textContent).toBe('/transactions');
  });
});
