// @vitest-environment happy-dom
import { FORM_TAKEN_OVER_EVENT } from '@portal/contracts/form-hold';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateField } from '../date-field.tsx';
import { type BoundField, useForm } from './use-form.ts';
import { useSubmit } from './use-submit.ts';

beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

const schema = v.object({
  firstName: v.pipe(v.string(), v.nonEmpty('Required')),
  lastName: v.pipe(v.string(), v.nonEmpty('Required')),
  parish: v.string(),
  town: v.string(),
  note: v.string(),
  birthDate: v.string(),
  joined: v.string(),
  agreed: v.literal(true, 'Please agree'),
});
type Values = Omit<v.InferInput<typeof schema>, 'agreed'> & { agreed: boolean };
const INITIAL: Values = {
  firstName: '',
  lastName: '',
  parish: '',
  town: '',
  note: '',
  birthDate: '',
  joined: '2024-03-01',
  agreed: false,
};

/** A bound field's props for a plain element (its message is shown by the portal's fields). */
const native = ({ error: _message, ...props }: BoundField) => props;

interface Seen {
  values?: Values;
  errors?: Partial<Record<string, string>>;
}

/** A form as the portal writes one: useForm's values bound to named fields, useSubmit's send. */
function Probe({ seen, send }: { seen: Seen; send: (value: v.InferOutput<typeof schema>) => Promise<void> }) {
  const form = useForm(schema, INITIAL);
  const { onSubmit } = useSubmit(form, send, { onFailure: () => 'failed' });
  seen.values = form.values;
  seen.errors = form.errors;
  return (
    <form ref={form.formRef} onSubmit={onSubmit} method="post" noValidate>
      <input aria-label="First name" {...native(form.bind('firstName'))} />
      <input aria-label="Last name" {...native(form.bind('lastName'))} />
      <select aria-label="Parish" {...native(form.bind('parish'))}>
        <option value="">Choose…</option>
        <option value="Kingston">Kingston</option>
        <option value="St Ann">St Ann</option>
      </select>
      {/* No empty choice: the browser shows the first, which nobody chose. */}
      <select aria-label="Town" {...native(form.bind('town'))}>
        <option value="Ocho Rios">Ocho Rios</option>
        <option value="Runaway Bay">Runaway Bay</option>
      </select>
      <textarea aria-label="Note" {...native(form.bind('note'))} />
      {/* Shown day first; the form's value is the ISO day. */}
      <DateField label="Birth date" {...form.bind('birthDate')} />
      <DateField label="Joined" {...form.bind('joined')} />
      <input
        type="checkbox"
        name="agreed"
        aria-label="Agreed"
        checked={form.values.agreed}
        onChange={(event) => form.setValue('agreed', event.target.checked)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

const field = <T extends Element>(label: string): T => {
  const labelled = [...(container?.querySelectorAll('label') ?? [])].find((each) => each.textContent === label);
  const found =
    container?.querySelector(`[aria-label="${label}"]`) ??
    (labelled ? container?.querySelector(`#${CSS.escape(labelled.htmlFor)}`) : null);
  if (!found) throw new Error(`no field ${label}`);
  return found as unknown as T;
};

/** The form's HTML as the server sends it, in the document, before any script of the page ran. */
function serverDrawn(seen: Seen, send: (value: v.InferOutput<typeof schema>) => Promise<void>): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={{}} send={send} />);
  document.body.append(container);
  // Fresh `seen` for the browser's render.
  for (const key of Object.keys(seen)) Reflect.deleteProperty(seen, key);
  return container;
}

describe('useForm takes a server-rendered form over', () => {
  it('makes what was typed before hydration its values, and a submit sends them', async () => {
    const problems = vi.spyOn(console, 'error');
    const send = vi.fn(async () => undefined);
    const seen: Seen = {};
    const html = serverDrawn(seen, send);
    // The member types, ticks and chooses while the scripts are still on their way.
    field<HTMLInputElement>('First name').value = 'Ann';
    field<HTMLSelectElement>('Parish').value = 'St Ann';
    field<HTMLTextAreaElement>('Note').value = 'Call after five';
    field<HTMLInputElement>('Agreed').checked = true;
    field<HTMLInputElement>('Birth date').value = '17/05/1992';
    const taken = vi.fn();
    html.addEventListener(FORM_TAKEN_OVER_EVENT, taken);

    await act(async () => {
      root = hydrateRoot(html, <Probe seen={seen} send={send} />);
    });

    expect(seen.values).toEqual({
      ...INITIAL,
      firstName: 'Ann',
      parish: 'St Ann',
      note: 'Call after five',
      birthDate: '1992-05-17',
      agreed: true,
    });
    // The day keeps the member's text; the stored day is shown day first, as the server drew it.
    expect(field<HTMLInputElement>('Birth date').value).toBe('17/05/1992');
    expect(field<HTMLInputElement>('Joined').value).toBe('01/03/2024');
    // The form is React's now, and the page's hold was told so (once).
    const form = html.querySelector('form') as HTMLFormElement;
    expect(taken).toHaveBeenCalledTimes(1);
    // A later render keeps the text: the state holds it, so React writes nothing back over it.
    await act(async () => {
      // As a browser does it (the prototype's setter): React's own tracker sees the change.
      const last = field<HTMLInputElement>('Last name');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(last, 'Brown');
      last.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field<HTMLInputElement>('First name').value).toBe('Ann');
    expect(seen.values?.lastName).toBe('Brown');

    await act(async () => {
      form.requestSubmit(html.querySelector('button') as HTMLButtonElement);
    });
    expect(send).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: 'Brown',
      parish: 'St Ann',
      town: '',
      note: 'Call after five',
      birthDate: '1992-05-17',
      joined: '2024-03-01',
      agreed: true,
    });
    expect(problems).not.toHaveBeenCalled();
  });

  it('a submit checks the carried values: only the field left empty has a message', async () => {
    const send = vi.fn(async () => undefined);
    const seen: Seen = {};
    const html = serverDrawn(seen, send);
    field<HTMLInputElement>('Last name').value = 'Brown';
    field<HTMLInputElement>('Agreed').checked = true;
    await act(async () => {
      root = hydrateRoot(html, <Probe seen={seen} send={send} />);
    });
    await act(async () => {
      (html.querySelector('form') as HTMLFormElement).requestSubmit();
    });
    expect(send).not.toHaveBeenCalled();
    expect(seen.errors).toEqual({ firstName: 'Required' });
  });

  it('leaves a form React drew itself as it is: its values are the initial ones', async () => {
    const send = vi.fn(async () => undefined);
    const seen: Seen = {};
    container = document.createElement('div');
    document.body.append(container);
    const html = container;
    const taken = vi.fn();
    html.addEventListener(FORM_TAKEN_OVER_EVENT, taken);
    await act(async () => {
      root = createRoot(html);
      root.render(<Probe seen={seen} send={send} />);
    });
    expect(seen.values).toEqual(INITIAL);
    // The town's select shows its first option, which the state does not name: not carried.
    expect(field<HTMLSelectElement>('Town').value).toBe('Ocho Rios');
    expect(taken).toHaveBeenCalledTimes(1);
    await act(async () => {
      (html.querySelector('form') as HTMLFormElement).requestSubmit();
    });
    expect(send).not.toHaveBeenCalled();
    expect(seen.errors).toEqual({ firstName: 'Required', lastName: 'Required', agreed: 'Please agree' });
  });
});
