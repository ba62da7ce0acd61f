// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToWallet } from './add-to-wallet.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pass = new Blob(['PK'], { type: 'application/vnd.apple.pkpass' });

describe('AddToWallet', () => {
  it('hands the Apple pass to the browser as a file under its name', async () => {
    const applePass = vi.fn(async () => pass);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pass');
    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    render(<AddToWallet applePass={applePass} googleLink={vi.fn()} fileName="card.pkpass" what="member card" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Apple Wallet' }));
    expect(applePass).toHaveBeenCalledOnce();
    expect(created).toHaveBeenCalledWith(pass);
    expect(saved).toEqual([{ download: 'card.pkpass', href: 'blob:pass' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the Google link it is given, and says so when a pass cannot be made', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const googleLink = vi
      .fn()
      .mockResolvedValueOnce({ saveUrl: 'https://pay.google.com/gp/v/save/a.b.c' })
      .mockRejectedValueOnce(new Error('offline'));
    render(<AddToWallet applePass={vi.fn()} googleLink={googleLink} fileName="v.pkpass" what="voucher" />);
    const button = screen.getByRole('button', { name: 'Add to Google Wallet' });
    await userEvent.click(button);
    expect(assign).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/a.b.c');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t add your voucher to the wallet. Check your connection and try again.',
    );
  });

  it('offline, waits with both buttons disabled and says a wallet needs a connection, until back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const applePass = vi.fn(async () => pass);
    render(<AddToWallet applePass={applePass} googleLink={vi.fn()} fileName="v.pkpass" what="voucher" />);
    const apple = screen.getByRole('button', { name: 'Add to Apple Wallet' });
    expect(apple).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Adding your voucher to a wallet needs a connection.')).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(apple).toHaveProperty('disabled', false);
    expect(screen.queryByText('Adding your voucher to a wallet needs a connection.')).toBeNull();
  });

  it('offers only the wallet the phone can open: Google on Android, Apple on an iPhone', () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue('Mozilla/5.0 (Linux; Android 14; SM-A145F) Chrome/131.0.0.0 Mobile Safari/537.36');
    render(<AddToWallet applePass={vi.fn()} googleLink={vi.fn()} fileName="v.pkpass" what="voucher" />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add to Google Wallet']);
    cleanup();
    agent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1');
    render(<AddToWallet applePass={vi.fn()} googleLink={vi.fn()} fileName="v.pkpass" what="voucher" />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add to Apple Wallet']);
  });
});
