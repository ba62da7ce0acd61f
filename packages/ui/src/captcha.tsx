import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useId, useImperativeHandle, useMemo, useRef } from 'react';
// The widget's own stylesheet, bundled with ours and served from our origin (see WIDGET_CSS_ID).
import 'altcha/altcha.css';
import captchaStyles from './captcha.module.css';
import styles from './text-field.module.css';

/** What a form does with the captcha: get a solved payload when it sends, start over after a refusal. */
export interface CaptchaHandle {
  /** The solved payload, solving first if needed (waiting if it is under way); null when it could not be solved. */
  solve(): Promise<string | null>;
  /** Back to unsolved, after the provider refused the payload or once it has been spent. */
  reset(): void;
}

export interface CaptchaProps {
  /** Fetches a fresh challenge (`getCaptchaChallenge` from the api-client): calls go through the portal's client. */
  fetchChallenge: () => Promise<unknown>;
  /** The captcha's error, shown beside it and announced; undefined when there is none. */
  error?: string | undefined;
  label?: string;
  ref?: Ref<CaptchaHandle>;
}

type WidgetState = ReturnType<AltchaWidgetElement['getState']>;
interface StateChange {
  state: WidgetState;
  payload?: string | null;
}

/**
 * The widget adds its styles as an inline <style id="altcha-css"> when its code loads, unless an
 * element with that id is already there. Our Content-Security-Policy blocks inline styles (the
 * widget was left unstyled, a 13 px box and a stray tick, with a CSP error), so its stylesheet
 * comes with ours (the import above) and this marker tells it the styles are in place.
 */
const WIDGET_CSS_ID = 'altcha-css';

function markWidgetCssLoaded(): void {
  if (document.getElementById(WIDGET_CSS_ID)) return;
  const marker = document.createElement('meta');
  marker.id = WIDGET_CSS_ID;
  marker.name = 'altcha-css';
  marker.content = 'bundled';
  document.head.append(marker);
}

/** How long a connected widget may take to start (its methods appear) before we give up on it. */
const WIDGET_START_MS = 5_000;

/**
 * Resolves once the widget's methods are there. Why not at `whenDefined`: the widget is a Svelte
 * custom element, whose methods exist only once its component is created, a microtask after it
 * is connected — so a form whose effect ran first found `configure` missing ("e.configure is not
 * a function", seen once in CI). Rejects if it has not started within WIDGET_START_MS.
 */
async function widgetStarted(widget: AltchaWidgetElement): Promise<void> {
  const startedBy = Date.now() + WIDGET_START_MS;
  while (typeof widget.configure !== 'function') {
    if (Date.now() > startedBy) throw new Error('the security check widget did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A tap (or Space) on the widget's box once the check is done or under way does nothing.
 * Why: the work starts by itself as the member types, so a member who then ticks the box out of
 * habit unticked a verified check (the widget takes an untick as "start over"), and a tick during
 * the work left the box unticked for good. Cancelling the click keeps the box as it is: the
 * browser reverts the toggle and fires no change, so the widget never hears of it.
 */
function keepTick(event: Event): void {
  const widget = event.currentTarget as AltchaWidgetElement;
  const state = widget.getState?.();
  if (state !== 'verified' && state !== 'verifying') return;
  const target = event.composedPath()[0];
  if (target instanceof HTMLInputElement && target.type === 'checkbox') event.preventDefault();
}

/** The widget fetches from this "URL"; our own fetch answers it through the api-client. */
const CHALLENGE_SOURCE = '/api/v1/captcha/challenge';

/**
 * The self-hosted proof-of-work captcha (ALTCHA): a checkbox, "I'm not a robot", that a keyboard
 * ticks with Space. Nothing leaves the portal: the challenge comes from our provider and the
 * work happens on the member's device. The work starts as soon as focus enters the form, so it is
 * usually done before the member presses Send. The widget's code loads with the form, not before.
 */
export function Captcha({ fetchChallenge, error, label = 'Security check', ref }: CaptchaProps) {
  const id = useId();
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const payloadRef = useRef<string | null>(null);
  const fetchRef = useRef(fetchChallenge);
  fetchRef.current = fetchChallenge;
  const ready = useRef<Promise<AltchaWidgetElement | null> | null>(null);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return undefined;
    // Once per element (StrictMode mounts effects twice): load the widget's code, then configure it.
    ready.current ??= (async () => {
      markWidgetCssLoaded();
      await import('altcha');
      await customElements.whenDefined('altcha-widget');
      await widgetStarted(widget);
      await widget.configure({
        challenge: CHALLENGE_SOURCE,
        fetch: async () =>
          new Response(JSON.stringify(await fetchRef.current()), { headers: { 'content-type': 'application/json' } }),
        auto: 'onfocus',
        type: 'checkbox',
        display: 'standard',
        hideFooter: true,
        hideLogo: true,
        // No pointer or scroll tracking: our provider never asks for it.
        humanInteractionSignature: false,
      });
      return widget;
    })().catch((error: unknown) => {
      console.error('The security check could not start', error);
      return null;
    });
    const onStateChange = (event: Event): void => {
      const detail = (event as CustomEvent<StateChange>).detail;
      payloadRef.current = detail.state === 'verified' ? (detail.payload ?? null) : null;
    };
    widget.addEventListener('statechange', onStateChange);
    // Captured before the widget's own handler sees it (clicks are composed, so this holds inside
    // its shadow root too).
    widget.addEventListener('click', keepTick, true);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('click', keepTick, true);
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        const widget = ready.current ? await ready.current : null;
        if (!widget) return null;
        const state = widget.getState();
        if (state === 'verified' && payloadRef.current) return payloadRef.current;
        if (state === 'verifying') {
          return new Promise<string | null>((resolve) => {
            const onStateChange = (event: Event): void => {
              const detail = (event as CustomEvent<StateChange>).detail;
              if (detail.state === 'verifying') return;
              widget.removeEventListener('statechange', onStateChange);
              resolve(detail.state === 'verified' ? (detail.payload ?? null) : null);
            };
            widget.addEventListener('statechange', onStateChange);
          });
        }
        return (await widget.verify())?.payload ?? null;
      },
      reset() {
        payloadRef.current = null;
        widgetRef.current?.reset?.();
      },
    }),
    [],
  );

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={error ? `${captchaStyles.captcha} ${captchaStyles.captchaInvalid}` : captchaStyles.captcha}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={styles.fieldLabel}>{label}</legend>
      <span id={hintId} className={styles.fieldHint}>
        A quick check on this device keeps out spam: tick the box, or just start typing and it ticks itself.
      </span>
      <altcha-widget ref={widgetRef} />
      <span id={errorId} className={styles.fieldError} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </span>
    </fieldset>
  );
}

/** A kept captcha token is not used in its last half minute: it could run out on the way. */
const TOKEN_MARGIN_MS = 30_000;

export interface CaptchaToken {
  /** Pass to `<Captcha ref>`. */
  ref: Ref<CaptchaHandle>;
  /**
   * A single-use token for the protected call: the kept one while it is unspent and fresh,
   * otherwise the solved captcha traded through `verify`; null when the captcha could not be solved.
   */
  earn(): Promise<string | null>;
  /** After the token was spent or refused: the next send needs a new check. */
  forget(): void;
}

/**
 * The captcha's token for a form (requirements §19.4: POST verify-captcha answers a single-use token). An
 * unspent token is kept, so a send that failed on the way (no connection) is retried without a
 * new check. `verify` is `verifyCaptcha` from the api-client.
 */
export function useCaptchaToken(
  verify: (payload: string) => Promise<{ captchaToken: string; expiresAt: string }>,
): CaptchaToken {
  const handle = useRef<CaptchaHandle>(null);
  const kept = useRef<{ token: string; expiresAt: number } | null>(null);
  const verifyRef = useRef(verify);
  verifyRef.current = verify;
  return useMemo(
    () => ({
      ref: handle,
      async earn() {
        const token = kept.current;
        if (token && token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return token.token;
        const payload = await handle.current?.solve();
        if (!payload) return null;
        const earned = await verifyRef.current(payload);
        kept.current = { token: earned.captchaToken, expiresAt: Date.parse(earned.expiresAt) };
        return earned.captchaToken;
      },
      forget() {
        kept.current = null;
        handle.current?.reset();
      },
    }),
    [],
  );
}
