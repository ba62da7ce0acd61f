// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

afterEach(cleanup);

describe('Modal', () => {
  it('has a titled dialog and a close button', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Sign in" onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks to close on Esc (the dialog cancel event)', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Promotions" onClose={onClose}>
        <p>Hello</p>
      </Modal>,
    );
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside: from the last item it wraps to the first, and back', () => {
    render(
      <Modal open title="Trap" onClose={() => undefined}>
        <a href="/first">First</a>
        <button type="button">Last</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('drawn by a server (closesWithoutScript): its close button sends a dialog form, which closes it without scripts', () => {
    const onClose = vi.fn();
    render(
      <Modal open nonBlocking closesWithoutScript title="Points every time you shop" onClose={onClose}>
        <p>Hello</p>
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.getAttribute('type')).toBe('submit');
    expect(close.closest('form')?.getAttribute('method')).toBe('dialog');
    // With the scripts there, pressing it also tells the owner.
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing inside while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        <p>secret</p>
      </Modal>,
    );
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('non-blocking: open by its attribute, not modal, takes no focus, and Esc inside it closes it', () => {
    const onClose = vi.fn();
    render(
      <>
        <input aria-label="Outside" />
        <Modal open nonBlocking title="What’s new" onClose={onClose}>
          <a href="/rewards">Inside</a>
        </Modal>
      </>,
    );
    const outside = screen.getByRole('textbox', { name: 'Outside' });
    outside.focus();
    const dialog = screen.getByRole('dialog', { name: 'What’s new' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(outside);
    const inside = screen.getByRole('link', { name: 'Inside' });
    fireEvent.keyDown(inside, { key: 'Tab' });
    fireEvent.keyDown(inside, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
