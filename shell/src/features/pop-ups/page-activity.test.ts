// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readPageActivity } from './page-activity.ts';

describe('what a pop-up must not interrupt', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sees the focus in a text field, a select or a text area, not on a button or a link', () => {
    document.body.innerHTML =
      '<input id="id" type="text"><select id="s"><option>a</option></select><textarea id="t"></textarea><button id="b">Go</button><input id="sub" type="submit"><a id="a" href="/x">x</a>';
    for (const id of ['id', 's', 't']) {
      document.getElementById(id)?.focus();
      expect(readPageActivity(document).focusInField, id).toBe(true);
    }
    for (const id of ['b', 'sub', 'a']) {
      document.getElementById(id)?.focus();
      expect(readPageActivity(document).focusInField, id).toBe(false);
    }
  });

  it('sees another open dialog, native or ARIA, and not a closed one', () => {
    document.body.innerHTML = '<dialog></dialog>';
    expect(readPageActivity(document).dialogOpen).toBe(false);
    document.body.innerHTML = '<dialog open></dialog>';
    expect(readPageActivity(document).dialogOpen).toBe(true);
    document.body.innerHTML = '<div role="dialog" aria-label="Claim a promo code"></div>';
    expect(readPageActivity(document).dialogOpen).toBe(true);
    document.body.innerHTML = '<div role="dialog" hidden></div>';
    expect(readPageActivity(document).dialogOpen).toBe(false);
  });

  it('sees a tab the member is not looking at', () => {
    expect(readPageActivity(document).pageHidden).toBe(false);
    const hidden = { visibilityState: 'hidden', activeElement: null, querySelector: () => null } as unknown as Document;
    expect(readPageActivity(hidden).pageHidden).toBe(true);
  });
});
