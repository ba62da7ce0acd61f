import * as v from 'valibot';

/** A page of results (`shouldPage=true`), in the Spring Data shape providers of this kind use. */
export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    content: v.array(item),
    page: v.object({
      /** Zero-based. */
      number: v.pipe(v.number(), v.integer(), v.minValue(0)),
      size: v.pipe(v.number(), v.integer(), v.minValue(1)),
      totalElements: v.pipe(v.number(), v.integer(), v.minValue(0)),
      totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  });
}

/** Query of a paged list: page (zero-based) and size, bounded so no request can ask for everything. */
export const PAGE_SIZE_MAX = 100;
export const PagingQuerySchema = v.object({
  shouldPage: v.optional(v.picklist(['true', 'false'])),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))),
  size: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(PAGE_SIZE_MAX)),
  ),
});
