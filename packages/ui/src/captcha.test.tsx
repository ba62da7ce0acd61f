// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Captcha, type CaptchaHandle } from './captcha.tsx';

// The real widget needs Web Workers and WebCrypto (the e2e tests drive it in Chromium). Here a
// stand-in with the same methods and events checks what our wrapper does with it.
vi.mock('altcha', () => ({}));

type State = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';
class FakeWidget extends HTMLElement {
  config: { fetch?: typeof fetch; auto?: string; hideFooter?: boolean } = {};
  state: State = 'unverified';
  /** Set to hold verification open until a test releases it. */
  hold: Promise<void> | null = null;
  /** Set to make the next verification fail, as it does offline or after a timeout. */
  fail = false;
  /** Set to start as the real (Svelte) element does: its methods appear a while after it is connected. */
  static startLate = false;
  /** The box, answering a tick or an untick as the real widget does (start the work, or start over). */
  box = Object.assign(document.createElement('input'), { type: 'checkbox' });
  connectedCallback() {
    if (!this.box.isConnected) {
      this.box.addEventListener('change', () => {
        if (!this.box.checked) this.reset();
        else if (this.state !== 'verifying') void this.verify();
      });
      this.append(this.box);
    }
    if (!FakeWidget.startLate) return;
    Object.defineProperty(this, 'configure', { value: undefined, configurable: true });
    setTimeout(() => delete (this as { configure?: unknown }).configure, 50);
  }
  async configure(config: typeof this.config) {
    Object.assign(this.config, config);
  }
  getState() {
    return this.state;
  }
  async verify() {
    this.set('verifying');
    if (this.hold) await this.hold;
    if (this.fail) {
      this.set('error');
      return null;
    }
    const challenge = await (await this.config.fetch!('/api/v1/captcha/challenge')).json();
    const payload = btoa(JSON.stringify({ challenge, solution: { counter: 7, derivedKey: 'ab' } }));
    this.set('verified', payload);
    return { payload };
  }
  reset() {
    this.set('unverified');
  }
  set(state: State, payload: string | null = null) {
    this.state = state;
    this.box.checked = state === 'verified';
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}
beforeAll(() => customElements.define('altcha-widget', FakeWidget));
afterEach(cleanup);

const widget = () => document.querySelector('altcha-widget') as unknown as FakeWidget;
const configured = () => waitFor(() => expect(widget().config.fetch).toBeTypeOf('function'));

describe('Captcha', () => {
  it('is a labelled group with its explanation, configured to start on focus without third-party links', async () => {
    render(<Captcha fetchChallenge={async () => ({})} />);
    const group = screen.getByRole('group', { name: 'Security check' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText(/keeps out spam/).id);
    expect(screen.queryByRole('alert')).toBeNull();
    await configured();
    expect(widget().config).toMatchObject({ auto: 'onfocus', hideFooter: true });
  });

  it('waits for a widget whose methods appear only after it is connected, then configures it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    FakeWidget.startLate = true;
    try {
      render(<Captcha fetchChallenge={async () => ({})} />);
      await configured();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      FakeWidget.startLate = false;
      errors.mockRestore();
    }
  });

  it('shows its error beside it, announced and tied to the group', () => {
    render(
      <Captcha fetchChallenge={async () => ({})} error="The security check did not pass. Please tick it again." />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The security check did not pass. Please tick it again.');
    expect(screen.getByRole('group').getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  it('solves through the given challenge source and keeps the payload until reset', async () => {
    const fetchChallenge = vi.fn(async () => ({ parameters: { nonce: 'ab' }, signature: 'cd' }));
    const ref = createRef<CaptchaHandle>();
    render(<Captcha fetchChallenge={fetchChallenge} ref={ref} />);
    await configured();

    const payload = await act(() => ref.current!.solve());
    expect(JSON.parse(atob(payload!))).toMatchObject({ challenge: { parameters: { nonce: 'ab' }, signature: 'cd' } });
    expect(await ref.current!.solve()).toBe(payload);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);

    act(() => ref.current!.reset());
    expect(widget().state).toBe('unverified');
    await act(() => ref.current!.solve());
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('waits for a solve already under way instead of starting another', async () => {
    const fetchChallenge = vi.fn(async () => ({ signature: 'cd' }));
    const ref = createRef<CaptchaHandle>();
    render(<Captcha fetchChallenge={fetchChallenge} ref={ref} />);
    await configured();
    let release: () => void = () => undefined;
    widget().hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Focus entering the form started it (auto: onfocus).
    const started = widget().verify();
    const waiting = ref.current!.solve();
    release();
    const [first, second] = await act(() => Promise.all([started, waiting]));
    expect(second).toBe(first?.payload);
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
  });

  it('answers null when the check fails, so the form can say so', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Captcha fetchChallenge={async () => ({})} ref={ref} />);
    await configured();
    widget().fail = true;
    expect(await act(() => ref.current!.solve())).toBeNull();
    expect(widget().state).toBe('error');
  });

  it('a tap on the box once verified, or while the work is under way, leaves the check as it is', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Captcha fetchChallenge={async () => ({})} ref={ref} />);
    await configured();
    const payload = await act(() => ref.current!.solve());
    act(() => widget().box.click());
    expect(widget().state).toBe('verified');
    expect(widget().box.checked).toBe(true);
    expect(await ref.current!.solve()).toBe(payload);

    act(() => ref.current!.reset());
    let release: () => void = () => undefined;
    widget().hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started = widget().verify();
    act(() => widget().box.click());
    expect(widget().state).toBe('verifying');
    release();
    await act(() => started);
    expect(widget().state).toBe('verified');
    expect(widget().box.checked).toBe(true);
  });

  it('a tap on the unticked box still starts the check', async () => {
    render(<Captcha fetchChallenge={async () => ({})} />);
    await configured();
    act(() => widget().box.click());
    await waitFor(() => expect(widget().state).toBe('verified'));
  });
});
