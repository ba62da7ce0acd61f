import type { Page } from '@playwright/test';

/** What is wrong with one element, with enough of its text and place to find it. */
export interface LayoutProblem {
  problem: 'overflows' | 'wraps' | 'breaks a word' | 'smaller than 44 px';
  what: string;
  detail: string;
}

/**
 * Elements that must stay on one line: the header's links, the pager, buttons and the sidebar's
 * lines. A button
 * whose label wraps leaves a word such as "pts" alone on a line, a pager "Page 1 of / 7".
 */
const ONE_LINE = [
  '[data-layout="one-line"]',
  'header a',
  'nav[aria-label*="ages"] a',
  'nav[aria-label*="ages"] p',
  'button',
  'aside[aria-label="Your membership"] p',
].join(',');

/** Where a word must never be broken across lines, nor any content overflow its box. */
const NO_BROKEN_WORDS = ['table th', 'table td', 'dd', 'dt', 'li', 'aside p', 'button', 'a', 'h1', 'h2', 'h3'].join(
  ',',
);

/** What a finger taps (WCAG 2.5.8 exempts a link inside a sentence: it keeps the text's line height). */
const TAPPABLE = [
  'a[href]',
  'button',
  'select',
  'textarea',
  'summary',
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])',
  'label:has(> input[type="checkbox"])',
  'label:has(> input[type="radio"])',
  '[role="button"]',
].join(',');

/**
 * Everything visible on the page that overflows its box, wraps when it must stay on one line,
 * breaks a word across two lines, or (with `minTarget`) is a tap target smaller than 44 × 44 px.
 * Runs in the page, measuring with getBoundingClientRect, getClientRects and scrollWidth.
 */
export async function layoutProblems(page: Page, { minTarget = false } = {}): Promise<LayoutProblem[]> {
  return page.evaluate(
    ({ oneLine, noBrokenWords, tappable, minTarget }) => {
      const problems: { problem: string; what: string; detail: string }[] = [];
      const describe = (el: Element): string => {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const name = el.getAttribute('aria-label') ?? '';
        return `<${el.tagName.toLowerCase()}> ${name ? `[${name}] ` : ''}"${text}"`;
      };
      const visible = (el: Element): boolean => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') return false;
        // Visually hidden text (the 1 px clip pattern) is for screen readers only.
        if (box.width <= 1 || box.height <= 1) return false;
        return !el.closest('[aria-hidden="true"], [hidden]');
      };
      /** Text a reader sees: not in a visually hidden box (its words wrap inside 1 px) nor aria-hidden. */
      const shownTextNodes = (el: Element): Text[] => {
        const nodes: Text[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !(node.textContent ?? '').trim()) continue;
          const box = parent.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1 || parent.closest('[aria-hidden="true"]')) continue;
          nodes.push(node as Text);
        }
        return nodes;
      };
      /** The distinct line tops of the text shown inside an element. */
      const lineCount = (el: Element): number => {
        const tops: number[] = [];
        for (const node of shownTextNodes(el)) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width === 0 || rect.height === 0) continue;
            if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
          }
        }
        return tops.length;
      };
      /**
       * A word whose letters sit on two lines ("member@example. / com", "Page 1 of / 7" is a wrap).
       * A word with letters may break after its hyphen ("Top-/Up"); a number ("1-888-429-7378",
       * "555-0142") may not.
       */
      const brokenWord = (el: Element): string | null => {
        for (const node of shownTextNodes(el)) {
          const text = node.textContent ?? '';
          const words = /\S+/g;
          for (let match = words.exec(text); match; match = words.exec(text)) {
            const word = match[0];
            const parts = /\p{L}/u.test(word) ? word.split(/(?<=-)/) : [word];
            let offset = match.index;
            for (const part of parts) {
              const start = offset;
              offset += part.length;
              if (part.length < 2) continue;
              const range = document.createRange();
              range.setStart(node, start);
              range.setEnd(node, start + part.length);
              const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
              const first = rects[0];
              if (first && rects.some((rect) => Math.abs(rect.top - first.top) >= first.height / 2)) return word;
            }
          }
        }
        return null;
      };
      /** Inside a sideways scroller, a box past the screen's edge is meant to be scrolled to. */
      const inScroller = (el: Element): boolean => {
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (/(auto|scroll)/.test(getComputedStyle(up).overflowX)) return true;
        }
        return false;
      };
      const overflows = (el: Element): boolean => {
        const style = getComputedStyle(el);
        // A scroller is meant to hold more than it shows (a row of chips, a wide code).
        if (/(auto|scroll)/.test(style.overflowX)) return false;
        return el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
      };

      const viewport = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > viewport + 1) {
        problems.push({
          problem: 'overflows',
          what: 'the page',
          detail: `scrollWidth ${document.documentElement.scrollWidth} > ${viewport}`,
        });
      }
      for (const el of document.querySelectorAll(oneLine)) {
        if (!visible(el)) continue;
        if (lineCount(el) > 1)
          problems.push({ problem: 'wraps', what: describe(el), detail: `${lineCount(el)} lines` });
      }
      for (const el of document.querySelectorAll(noBrokenWords)) {
        if (!visible(el)) continue;
        const word = brokenWord(el);
        if (word) problems.push({ problem: 'breaks a word', what: describe(el), detail: word });
        if (overflows(el)) {
          problems.push({ problem: 'overflows', what: describe(el), detail: `${el.scrollWidth} > ${el.clientWidth}` });
        }
        const box = el.getBoundingClientRect();
        if (box.right > viewport + 1 && !inScroller(el)) {
          problems.push({ problem: 'overflows', what: describe(el), detail: `right edge ${box.right} > ${viewport}` });
        }
      }
      if (minTarget) {
        for (const el of document.querySelectorAll(tappable)) {
          if (!visible(el)) continue;
          const parent = el.parentElement;
          // A link inside a sentence keeps the sentence's line (WCAG 2.5.8's inline exception).
          const inSentence =
            el.tagName === 'A' &&
            parent !== null &&
            [...parent.childNodes].some(
              (node) => node !== el && node.nodeType === 3 && /\w/.test(node.textContent ?? ''),
            );
          if (inSentence) continue;
          const box = el.getBoundingClientRect();
          if (box.width < 43.5 || box.height < 43.5) {
            problems.push({
              problem: 'smaller than 44 px',
              what: describe(el),
              detail: `${Math.round(box.width)} × ${Math.round(box.height)}`,
            });
          }
        }
      }
      return problems;
    },
    { oneLine: ONE_LINE, noBrokenWords: NO_BROKEN_WORDS, tappable: TAPPABLE, minTarget },
  ) as Promise<LayoutProblem[]>;
}

/**
 * How many times the member's balance (its figure, with or without "pts") is shown above the
 * fold: every visible text node holding the figure whose box starts within the first screen.
 */
export async function balanceShownAboveFold(page: Page, balance: string): Promise<number> {
  return page.evaluate((figure) => {
    const fold = window.innerHeight;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let count = 0;
    const pattern = new RegExp(`(^|[^\\d,])${figure.replace(/[,]/g, '\\,')}(?![\\d,])`);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!pattern.test(node.textContent ?? '')) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], [hidden]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.top < fold && box.bottom > 0) count += 1;
    }
    return count;
  }, balance);
}
