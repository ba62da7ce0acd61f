// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardLinkForm } from './card-link-form.tsx';

const calls = vi.hoisted(() => ({ linkCard: vi.fn() }));
vi.mock('@portal/api-client/calls/cards', () => ({ linkCard: calls.linkCard }));

const events: unknown[] = [];
const record = (event: Event): void => void events.push((event as CustomEvent).detail);
beforeEach(() => {
  calls.linkCard.mockReset();
  events.length = 0;
  window.addEventListener('card-linked', record);
});
afterEach(() => {
  window.removeEventListener('card-linked', record);
  cleanup();
});

async function submit(customerNumber: string, lastFour: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/customer number/), customerNumber);
  await user.type(screen.getByLabelText(/^Last four digits/), lastFour);
  await user.click(screen.getByRole('button', { name: 'Link this card' }));
}

describe('card linking', () => {
  it('links and emits card-linked true', async () => {
    const onLinked = vi.fn();
    calls.linkCard.mockResolvedValue({
      id: 3,
      customerNumberEnding: '6182',
      cardLastFour: '5678',
      linkedAt: '2026-11-22T10:00:00Z',
    });
    render(<CardLinkForm bankName="First Global Bank" onLinked={onLinked} />);
    await submit('3100 6182', '5678');
    await waitFor(() => expect(onLinked).toHaveBeenCalled());
    expect(calls.linkCard).toHaveBeenCalledWith({ customerNumber: '31006182', cardLastFour: '5678' });
    expect(events).toEqual([true]);
  });

  it('emits card-linked false when the card was not linked, keeping what was typed', async () => {
    calls.linkCard.mockRejectedValue({ status: 422, code: 'card_not_linked', message: 'Your card was not linked…' });
    render(<CardLinkForm bankName="First Global Bank" onLinked={vi.fn()} />);
    await submit('44178029', '1234');
    await waitFor(() => expect(events).toEqual([false]));
    expect(screen.getByText(/First Global Bank could not confirm this card/)).toBeTruthy();
    expect((screen.getByLabelText(/customer number/) as HTMLInputElement).value).toBe('44178029');
  });

  it('refuses a full card number before anything is sent, and emits nothing', async () => {
    render(<CardLinkForm bankName="First Global Bank" onLinked={vi.fn()} />);
    await submit('44178028', '4111111111111111');
    expect(screen.getByText('This field has maximum length of 4')).toBeTruthy();
    expect(calls.linkCard).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
