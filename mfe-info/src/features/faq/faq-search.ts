import type { FaqEntry, FaqGroup } from './faq-entries.ts';

/** Lower case, without accents or punctuation: "Can't" finds "cant", "Linstéad" finds "linstead". */
function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();
}

export function searchTerms(query: string): string[] {
  return normaliseForSearch(query).split(' ').filter(Boolean);
}

const haystackOf = (entry: FaqEntry): string => normaliseForSearch([entry.question, ...entry.answer].join(' '));

/** The groups with only the entries that contain every term (all of them when there is none); empty groups dropped. */
export function filterFaq(groups: readonly FaqGroup[], terms: readonly string[]): FaqGroup[] {
  if (terms.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const haystack = haystackOf(entry);
        return terms.every((term) => haystack.includes(term));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}

/** Splits text into plain and matching parts, for <mark>. */
export function highlightParts(text: string, terms: readonly string[]): Array<{ text: string; match: boolean }> {
  if (terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: terms.some((term) => part.toLowerCase() === term) }));
}
