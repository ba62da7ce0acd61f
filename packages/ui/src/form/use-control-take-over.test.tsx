// @vitest-environment happy-dom
import { act, StrictMode, useRef, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useControlTakeOver } from './use-control-take-over.ts';

beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

const CHIPS = ['dining', 'fuel', 'groceries'];

/** Chips, a sort and a search as the catalogue and the FAQ write them; `carried` records every hand-over. */
function Controls({ carried }: { carried: string[][] }) {
  const [ticked, setTicked] = useState<string[]>(['fuel']);
  const [sort, setSort] = useState('name');
  const [query, setQuery] = useState('');
  const chips = useRef<HTMLFieldSetElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const record = (set: (value: string[]) => void) => (value: string[]) => {
    carried.push(value);
    set(value);
  };
  useControlTakeOver(chips, ticked, record(setTicked));
  useControlTakeOver(
    select,
    [sort],
    record(([picked]) => setSort(picked ?? '')),
  );
  useControlTakeOver(
    search,
    [query],
    record(([typed]) => setQuery(typed ?? '')),
  );
  return (
    <>
      <fieldset ref={chips}>
        {CHIPS.map((chip) => (
          <input
            key={chip}
            type="checkbox"
            aria-label={chip}
            value={chip}
            checked={ticked.includes(chip)}
            onChange={(event) =>
              setTicked(event.target.checked ? [...ticked, chip] : ticked.filter((item) => item !== chip))
            }
          />
        ))}
      </fieldset>
      <select ref={select} aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="name">Name</option>
        <option value="points">Points</option>
      </select>
      <input ref={search} aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{`${ticked.join(',')}|${sort}|${query}`}</output>
    </>
  );
}

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

function serverPage(carried: string[][], strict = false): HTMLElement {
  const page = strict ? (
    <StrictMode>
      <Controls carried={carried} />
    </StrictMode>
  ) : (
    <Controls carried={carried} />
  );
  host = document.createElement('div');
  host.innerHTML = renderToString(page);
  document.body.append(host);
  return host;
}

const box = (page: HTMLElement, chip: string) =>
  page.querySelector<HTMLInputElement>(`input[value="${chip}"]`) as HTMLInputElement;

describe('useControlTakeOver', () => {
  it('hands what was ticked, picked and typed before hydration to the page, once, as its state', async () => {
    const carried: string[][] = [];
    const page = serverPage(carried);
    // The member, before the scripts: ticks Dining, unticks Fuel, picks a sort, types a search.
    box(page, 'dining').checked = true;
    box(page, 'fuel').checked = false;
    (page.querySelector('select') as HTMLSelectElement).value = 'points';
    (page.querySelector('input[aria-label="Search"]') as HTMLInputElement).value = 'patty';
    await act(async () => {
      root = hydrateRoot(page, <Controls carried={carried} />);
    });
    expect(carried).toEqual([['dining'], ['points'], ['patty']]);
    expect(page.querySelector('output')?.textContent).toBe('dining|points|patty');
    // What React now holds is what the member sees: the boxes agree with the state.
    expect(box(page, 'dining').checked).toBe(true);
    expect(box(page, 'fuel').checked).toBe(false);
  });

  it('hands nothing over when nothing was touched, or when React drew the controls itself', async () => {
    const carried: string[][] = [];
    const page = serverPage(carried);
    await act(async () => {
      root = hydrateRoot(page, <Controls carried={carried} />);
    });
    expect(carried).toEqual([]);
    act(() => root?.unmount());
    const drawn = document.createElement('div');
    document.body.append(drawn);
    await act(async () => {
      root = createRoot(drawn);
      root.render(<Controls carried={carried} />);
    });
    expect(carried).toEqual([]);
    drawn.remove();
  });

  it('hands nothing over for a group whose boxes React has not drawn yet (a fallback in their place)', async () => {
    const carried: string[][] = [];
    function Pending() {
      const group = useRef<HTMLFieldSetElement>(null);
      useControlTakeOver(group, ['groceries'], (value) => carried.push(value));
      return (
        <fieldset ref={group}>
          <span>Loading…</span>
        </fieldset>
      );
    }
    const drawn = document.createElement('div');
    document.body.append(drawn);
    await act(async () => {
      root = createRoot(drawn);
      root.render(<Pending />);
    });
    expect(carried).toEqual([]);
    drawn.remove();
  });

  it("hands it over once under StrictMode's second mount", async () => {
    const carried: string[][] = [];
    const page = serverPage(carried, true);
    box(page, 'groceries').checked = true;
    await act(async () => {
      root = hydrateRoot(
        page,
        <StrictMode>
          <Controls carried={carried} />
        </StrictMode>,
      );
    });
    expect(carried).toEqual([['fuel', 'groceries']]);
  });
});
