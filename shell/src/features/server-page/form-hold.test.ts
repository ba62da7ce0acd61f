// @vitest-environment happy-dom
import { AFTER_PAINT_SCRIPTS_ID } from '@portal/contracts/after-paint';
import { FORM_HOLD_ATTRIBUTE, FORM_TAKEN_OVER_EVENT, HELD_SUBMIT_MAX_MS } from '@portal/contracts/form-hold';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdServerForms, releaseServerForms, takeOverServerForms } from './form-hold.ts';

beforeAll(() => holdServerForms(document));
afterEach(() => {
  document.body.innerHTML = '';
});

/** A server-drawn page with one form, its fields and button, and what reaches the form's own listener. */
function serverPage(form = '<form method="post"><input name="firstName"><button>Send</button></form>') {
  document.body.innerHTML = `<div id="root" data-server-page="remote">${form}</div>`;
  const element = document.querySelector('form') as HTMLFormElement;
  const sent: Array<{ prevented: boolean; submitter: HTMLElement | null }> = [];
  // Bubbling, as React's own listener is: what the page would act on.
  element.addEventListener('submit', (event) => {
    // A button, or none (happy-dom names the form itself when requestSubmit is given no button).
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    sent.push({ prevented: event.defaultPrevented, submitter });
    event.preventDefault();
  });
  return { root: document.getElementById('root') as HTMLElement, form: element, sent };
}

describe('the form hold', () => {
  it('says it is in place', () => {
    expect(document.documentElement.hasAttribute(FORM_HOLD_ATTRIBUTE)).toBe(true);
  });

  it('holds a press in the server’s form, then sends it with the same button once React has the form', async () => {
    vi.useFakeTimers();
    const { root, form, sent } = serverPage();
    const button = form.querySelector('button') as HTMLButtonElement;
    form.requestSubmit(button);
    // Held: the browser would have sent it (its default), and nothing of the page's may act on it.
    expect(sent).toEqual([{ prevented: true, submitter: button }]);
    // The shell's entry ends the hold before React hydrates; React's form then takes the form over.
    delete root.dataset.serverPage;
    form.dispatchEvent(new Event(FORM_TAKEN_OVER_EVENT, { bubbles: true }));
    expect(sent).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button },
    ]);
    // Once only: another take-over (StrictMode's second mount) sends nothing more.
    form.dispatchEvent(new Event(FORM_TAKEN_OVER_EVENT, { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(2);
    vi.useRealTimers();
  });

  it('before the shell’s entry runs, leaves alone a form with an address of its own; and every form once React’s root is there', () => {
    const login = serverPage('<form method="post" action="/bff/login"><button>Log in</button></form>');
    login.form.requestSubmit();
    expect(login.sent).toEqual([{ prevented: false, submitter: null }]);

    const client = serverPage();
    delete client.root.dataset.serverPage;
    client.form.requestSubmit();
    expect(client.sent).toEqual([{ prevented: false, submitter: null }]);
  });

  it('on a page whose scripts come after its first paint, holds the sign-in form before the entry runs, as long as after it', async () => {
    vi.useFakeTimers();
    // The signed-out /login: the BFF lists the shell's scripts in a JSON block the parser reaches
    // after this script ran (it is read at the send).
    const block = document.createElement('script');
    block.id = AFTER_PAINT_SCRIPTS_ID;
    block.type = 'application/json';
    block.textContent = '[]';
    document.head.append(block);
    const login = serverPage('<form method="post" action="/bff/login"><button>Log in</button></form>');
    const button = login.form.querySelector('button') as HTMLButtonElement;
    login.form.requestSubmit(button);
    expect(login.sent).toEqual([{ prevented: true, submitter: button }]);
    // The scripts never come: the browser sends it itself, HELD_SUBMIT_MAX_MS after the press.
    await vi.advanceTimersByTimeAsync(HELD_SUBMIT_MAX_MS - 1);
    expect(login.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(login.sent).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button },
    ]);
    block.remove();
    vi.useRealTimers();
  });

  it('once the shell’s entry runs, holds the sign-in form for React’s, and lets the browser send it if React is not there in time', async () => {
    vi.useFakeTimers();
    takeOverServerForms(document);
    const LOGIN = '<form method="post" action="/bff/login"><input name="memberId"><button>Log in</button></form>';
    // React takes the form over in time: the held press goes through React's handler, once.
    const quick = serverPage(LOGIN);
    const button = quick.form.querySelector('button') as HTMLButtonElement;
    quick.form.requestSubmit(button);
    expect(quick.sent).toEqual([{ prevented: true, submitter: button }]);
    delete quick.root.dataset.serverPage;
    quick.form.dispatchEvent(new Event(FORM_TAKEN_OVER_EVENT, { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(quick.sent).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button },
    ]);

    // React is late: after HELD_SUBMIT_MAX_MS the browser sends the form itself, with the same
    // button, and only then (a second press meanwhile is still the one send).
    const late = serverPage(LOGIN);
    const lateButton = late.form.querySelector('button') as HTMLButtonElement;
    late.form.requestSubmit(lateButton);
    await vi.advanceTimersByTimeAsync(HELD_SUBMIT_MAX_MS / 2);
    late.form.requestSubmit(lateButton);
    await vi.advanceTimersByTimeAsync(HELD_SUBMIT_MAX_MS / 2 - 1);
    expect(late.sent.map(({ prevented }) => prevented)).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(late.sent).toEqual([
      { prevented: true, submitter: lateButton },
      { prevented: true, submitter: lateButton },
      { prevented: false, submitter: lateButton },
    ]);
    // A take-over after that sends nothing more.
    late.form.dispatchEvent(new Event(FORM_TAKEN_OVER_EVENT, { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(late.sent).toHaveLength(3);
    vi.useRealTimers();
  });

  it('lets go when the scripts cannot take the page over: a held send goes as the browser sends it', () => {
    const { form, sent } = serverPage();
    form.requestSubmit();
    expect(sent).toEqual([{ prevented: true, submitter: null }]);
    releaseServerForms(document);
    expect(sent).toEqual([
      { prevented: true, submitter: null },
      { prevented: false, submitter: null },
    ]);
    form.requestSubmit();
    expect(sent.at(-1)).toEqual({ prevented: false, submitter: null });
  });
});
