import { describe, expect, it } from 'vitest';
import { contactHref, contactPrefillOf } from './contact-prefill.ts';

describe('contact prefill', () => {
  it('goes there and back for an offered topic', () => {
    const href = contactHref({ topic: 'Account Balance', message: 'Points missing for 3 Nov, Hi-Lo & co.' });
    expect(href.startsWith('/contact?')).toBe(true);
    const params = new URL(href, 'http://portal.test').searchParams;
    expect(contactPrefillOf(params, ['General Comment', 'Account Balance'])).toEqual({
      topic: 'Account Balance',
      message: 'Points missing for 3 Nov, Hi-Lo & co.',
    });
  });

  it('ignores a topic the form does not offer, and cuts a long message', () => {
    const params = new URLSearchParams({ topic: 'Free points', message: 'x'.repeat(3_000) });
    expect(contactPrefillOf(params, ['General Comment'])).toEqual({ message: 'x'.repeat(2_000) });
    expect(contactPrefillOf(new URLSearchParams(), ['General Comment'])).toEqual({});
  });
});
