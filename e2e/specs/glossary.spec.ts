import type { Page } from '@playwright/test';
import { DEMO_VOUCHERS } from '@portal/loyalty-api/seed/demo-vouchers';
import { layoutProblems } from '../support/layout-checks.ts';
import { signIn } from '../support/portal.ts';
import { expect, test } from '../support/test.ts';

/**
 * One word and one format per thing (docs/decisions/0019-glossary.md): the text every page shows
 * each member class, at a desktop's and two phones' widths, holds none of the variants the
 * glossary rules out. The header's three buttons the requirements name (Sign In, Login, Logout)
 * and the texts they quote are the glossary's own exceptions, so the check reads each page's main
 * content, footer and dialogs, where none of them is; the sentences the requirements quote are
 * taken out first. On the same walk, the phone-first layout (docs/decisions/0020-phone-first.md):
 * at every width nothing overflows or breaks a word across lines, and at the phones' widths every
 * tap target is at least 44 × 44 px (layout-checks.ts), for every member class. One visit per page
 * serves all three widths (phone-layout.spec.ts checks what needs a width of its own).
 */

/** A desktop, a 390 px phone and the narrowest phone; each page is read at each, in that order. */
const WIDTHS = [1366, 390, 320] as const;
const HEIGHT = 844;

/** Text the requirements quote word for word (requirements §4.2, §5, §8), kept as it is. */
const QUOTED = [
  'Island Rewards Number or Email Address',
  'Incorrect login details',
  'Invalid email',
  'Please verify your email',
  'Full registration including email verification',
];

/** A variant the glossary rules out, and the word or format to use instead. */
const BANNED: ReadonlyArray<{ variant: RegExp; use: string }> = [
  // The verb and the button; a sign-in as a noun (the security centre's "Recent sign-ins") is not one.
  { variant: /\b[Ss]ign [Ii]n\b/, use: 'Log in' },
  { variant: /\bLogin\b|\blog-in\b/, use: 'Log in' },
  { variant: /\b[Ee]mail\b/, use: 'e-mail' },
  { variant: /(?<![J\w])\$\s?\d/, use: 'J$ with cents' },
  // "pts." as an abbreviation, inside a sentence (a full stop after pts ends one).
  { variant: /\d pts\.(?=\s*[a-z\d])/, use: 'pts' },
  { variant: /\d[\d,]* points\b/, use: 'pts' },
  { variant: /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/, use: 'a date as "5 Sept 2026"' },
  { variant: /\bSep\b/, use: 'Sept' },
  { variant: /\d\s?[ap]\.m\./i, use: '"3:45 pm"' },
  { variant: /\d\s?(AM|PM)\b/, use: '"3:45 pm"' },
  { variant: /‹/, use: '← Back to …' },
  { variant: /\b(points|pts) redeemed\b|\bredeemed (points|pts)\b/i, use: 'spent on a reward' },
  { variant: /\bTrelawny\b/, use: 'Trelawney (the requirements’ spelling)' },
];

/** Every variant found on the page, with the text around it. */
async function variantsOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    // Every answer a member can open (the FAQ's) is read too.
    for (const details of document.querySelectorAll('details')) details.open = true;
    return (
      [...document.querySelectorAll('main, footer, [role="dialog"]')]
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, as it reads (hidden text left out).
        .map((element) => (element as HTMLElement).innerText)
        .join('\n')
    );
  });
  const text = QUOTED.reduce((rest, quote) => rest.replaceAll(quote, ''), shown);
  return BANNED.flatMap(({ variant, use }) => {
    const found = new RegExp(variant.source, `${variant.flags.replace('g', '')}g`);
    return [...text.matchAll(found)].map(
      (match) =>
        `"${match[0]}" (use ${use}) in "…${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ')}…"`,
    );
  });
}

/** Nothing on the page is still loading (skeletons, aria-busy regions). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });

/**
 * Opens `path`, waits until its content is in, and reads it at each width: the words everywhere,
 * the layout and tap targets on a phone. Resized in place, the page shows what that screen shows
 * (the phone's filter control, the desktop's table) without another visit.
 */
async function problemsOn(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // Two frames: the resize's media queries have re-rendered and laid out.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await settled(page);
    const where = `${path} at ${width} px`;
    found.push(...(await variantsOn(page)).map((line) => `${where}: ${line}`));
    const layout = await layoutProblems(page, { minTarget: width < 640 });
    found.push(...layout.map(({ problem, what, detail }) => `${where}: ${what} ${problem} (${detail})`));
  }
  return found;
}

const SIGNED_OUT = [
  '/login',
  '/rewards',
  '/rewards/1',
  '/about',
  '/faq',
  '/contact',
  '/forgot-password',
  '/resend-verification',
  '/copyright',
  '/privacy-policy',
  '/terms-and-conditions',
  '/maintenance',
];
const SIGNED_IN = [
  '/',
  '/transactions',
  '/rewards',
  '/rewards/1',
  '/vouchers',
  '/vouchers/redeemed',
  '/offers',
  '/account',
  '/promo',
  '/about',
  '/faq',
  '/contact',
];

const AT_EACH_WIDTH =
  'at 1366, 390 and 320 px uses the glossary’s words, never overflows or breaks a word, and has 44 px targets on a phone';

test(`a visitor: every signed-out page ${AT_EACH_WIDTH}`, async ({ page }) => {
  test.slow();
  const found: string[] = [];
  for (const path of SIGNED_OUT) found.push(...(await problemsOn(page, path)));
  expect(found).toEqual([]);
});

for (const [who, member] of [
  ['a verified member', '20000001'],
  ['a member with an incomplete profile', '20000004'],
  ['a pending member', '20000002'],
  ['a guest', '20000003'],
] as const) {
  test(`${who} (${member}): every signed-in page ${AT_EACH_WIDTH}`, async ({ browser, page }) => {
    // Fourteen pages read at three widths each: over 3 minutes on the loaded 2-core machine (27 Nov).
    test.setTimeout(360_000);
    // The member is signed in on another device too, so /account shows its longest content (the
    // security centre's other session and "Sign out other devices") whatever ran before.
    const elsewhere = await browser.newContext();
    await signIn(await elsewhere.newPage(), member);
    await elsewhere.close();
    await signIn(page, member);
    const voucher = DEMO_VOUCHERS.find((item) => item.accountNumber === member);
    const found: string[] = [];
    for (const path of [...SIGNED_IN, ...(voucher ? [`/vouchers/${voucher.voucherNumber}`] : [])]) {
      found.push(...(await problemsOn(page, path)));
    }
    expect(found).toEqual([]);
  });
}
