/** Where the record lists' next page starts. */

/** The next page number of an offset-paged list answer, or undefined at its end. */
export const nextPage = (last: { pageNum: number; pages: number }): number | undefined =>
  last.pageNum < last.pages ? last.pageNum + 1 : undefined;

/**
 * The cursor of a keyset-paged list's next page (a long history: movements, rounds), or
 * undefined at its end. The first page asks without one.
 */
export const nextCursor = (last: { nextCursor: string | null }): string | undefined =>
  last.nextCursor ?? undefined;
