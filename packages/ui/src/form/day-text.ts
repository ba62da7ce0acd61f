/**
 * A day as a member types it in Jamaica, day first ("17/05/1992", "17-5-1992", "17.05.1992"), or
 * as a browser's autofill gives it ("1992-05-17"), as the ISO day the provider stores; null when
 * it is not a whole, real day. Its inverse for showing a stored day is `dayTextOf`.
 */
export function isoDayOf(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = dayFirst
    ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A stored ISO day as the member reads and types it ("1992-05-17" → "17/05/1992"); anything else as it is. */
export function dayTextOf(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}
