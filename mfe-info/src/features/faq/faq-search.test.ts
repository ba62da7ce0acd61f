import { describe, expect, it } from 'vitest';
import { faqGroups } from './faq-entries.ts';
import { filterFaq, highlightParts, searchTerms } from './faq-search.ts';

const groups = faqGroups({
  name: 'Island Rewards',
  bank: 'First Global Bank',
  phone: '1-888-429-7378',
  phoneHref: 'tel:18884297378',
});
const questions = (query: string) => filterFaq(groups, searchTerms(query)).flatMap((g) => g.entries.map((e) => e.id));

describe('FAQ search', () => {
  it('shows everything without a query', () => {
    expect(questions('').length).toBe(groups.flatMap((g) => g.entries).length);
  });

  it('finds questions and answers containing every word, in any case, ignoring punctuation', () => {
    expect(questions('expire')).toEqual(expect.arrayContaining(['points-expiry', 'voucher-expired']));
    expect(questions('LOST card')).toEqual(['lost-card']);
    expect(questions('first global')).toEqual(['partner-card']);
    expect(questions("can't")).toEqual([]);
    expect(questions('quarter oldest')).toEqual(['points-expiry']);
    expect(questions('J$100')).toEqual(['earning-points']);
  });

  it('drops groups with nothing left and finds nothing for nonsense', () => {
    expect(filterFaq(groups, searchTerms('password')).map((g) => g.id)).toEqual(['joining', 'account']);
    expect(questions('zzzz')).toEqual([]);
  });

  it('marks the words that matched', () => {
    expect(highlightParts('Do my points expire?', ['points'])).toEqual([
      { text: 'Do my ', match: false },
      { text: 'points', match: true },
      { text: ' expire?', match: false },
    ]);
  });
});
