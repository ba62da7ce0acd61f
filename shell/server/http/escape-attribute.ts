/**
 * A value for a double-quoted HTML attribute (a URL in `href`, `data-href`): `&` and `"` escaped.
 * Enough for the URLs the BFF writes, whose `<`, `>`, space and quotes `URL.href` already
 * percent-encodes; not for text from a member.
 */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
