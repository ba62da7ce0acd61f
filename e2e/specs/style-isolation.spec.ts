import type { Locator, Page } from '@playwright/test';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * Style isolation (docs/decisions/0017-style-isolation.md): independently deployed remotes share one
 * document, so one remote's styles must not change another's look. Each page is visited twice in
 * one document (client-side navigation); its key elements must compute to the same styles both
 * times. Before CSS Modules, /transactions' pagination turned from flex to a three-column grid once
 * /vouchers had loaded.
 */

/** The computed properties that make an element's look; a leaked rule changes at least one. */
const PROPERTIES = [
  'display',
  'justify-content',
  'align-items',
  'grid-template-columns',
  'gap',
  'margin',
  'padding',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'border-radius',
  'border-top-width',
  'box-shadow',
] as const;

/** Key elements, by element and role only (no class names: they are the build's now). */
const KEY_ELEMENTS = {
  headings: 'main h1, main h2',
  pagination: 'main nav[aria-label^="Pages"], main nav[aria-label^="Pages"] a, main nav[aria-label^="Pages"] span',
  cards: 'main section, main article, main li',
  buttons: 'main button, main a[href]',
  fields: 'main input, main select, main textarea, main label',
};

interface Visit {
  /** The header link that leads there. */
  link: string;
  path: RegExp;
  /** What shows once the page has its data (its skeletons are gone). */
  ready: (page: Page) => Locator;
  /** Whether the page shows a pagination for this member. */
  paged: boolean;
}

const VISITS: Visit[] = [
  {
    link: 'Transactions',
    path: /\/transactions$/,
    ready: (page) => page.getByTestId('transaction-list').getByRole('listitem').first(),
    paged: true,
  },
  {
    link: 'Rewards',
    path: /\/rewards$/,
    // The hearts come after the cards (the member's favourites are asked for in the browser):
    // read before them, the first visit would lack what the second has (a clean-clone run did).
    ready: (page) => page.getByTestId('favourite').first(),
    paged: true,
  },
  { link: 'Vouchers', path: /\/vouchers$/, ready: (page) => page.getByTestId('voucher-card').first(), paged: false },
  {
    link: 'My Account',
    path: /\/account$/,
    // The heading comes before the member's details: wait for those, and their Edit button.
    ready: (page) => page.getByTestId('profile-details'),
    paged: false,
  },
  {
    link: 'FAQs',
    path: /\/faq$/,
    ready: (page) => page.getByRole('searchbox').or(page.getByRole('textbox')).first(),
    paged: false,
  },
];

type Snapshot = Record<string, Array<Record<string, string>>>;

/** The computed styles of the first few of each kind of key element on the page. */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(
    ({ groups, properties }) => {
      const out: Record<string, Array<Record<string, string>>> = {};
      for (const [group, selector] of Object.entries(groups)) {
        out[group] = [...document.querySelectorAll(selector)].slice(0, 12).map((element) => {
          const style = getComputedStyle(element);
          const entry: Record<string, string> = {
            element: `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`,
          };
          // Margins are read as computed, not as used: `getComputedStyle` resolves an `auto`
          // margin to pixels, which moves with the text beside it (the security centre's
          // "Sign out other devices" sits after a sessions summary another spec can change).
          const computed = element.computedStyleMap();
          for (const property of properties) {
            entry[property] = property.startsWith('margin')
              ? ['top', 'right', 'bottom', 'left'].map((side) => String(computed.get(`margin-${side}`))).join(' ')
              : style.getPropertyValue(property);
          }
          return entry;
        });
      }
      return out;
    },
    { groups: KEY_ELEMENTS, properties: [...PROPERTIES] },
  );
}

async function visit(page: Page, target: Visit): Promise<Snapshot> {
  await page.locator('header').getByRole('link', { name: target.link, exact: true }).click();
  await expect(page).toHaveURL(target.path);
  await expect(target.ready(page)).toBeVisible();
  if (target.paged) await expect(page.locator(KEY_ELEMENTS.pagination).first()).toBeVisible();
  // The navigation progress bar and fading skeletons settle before the styles are read.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return snapshot(page);
}

test('each page looks the same after every other remote has loaded in the same document', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '20000001');
  // A marker on the window: it survives client-side navigation and is gone after a reload.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  const first = new Map<string, Snapshot>();
  for (const target of VISITS) first.set(target.link, await visit(page, target));
  for (const target of VISITS) {
    const again = await visit(page, target);
    const before = first.get(target.link);
    expect(before?.headings?.length ?? 0, `${target.link} has a heading`).toBeGreaterThan(0);
    if (target.paged) expect(before?.pagination?.length ?? 0, `${target.link} has a pagination`).toBeGreaterThan(0);
    expect(again, `${target.link} on the second visit`).toEqual(before);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
