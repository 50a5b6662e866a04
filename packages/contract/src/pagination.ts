import { z } from 'zod';

/** `pageNum` from 1 and `pageSize`, as every list call of docs/api.md takes them. */
export const PageRequest = z.object({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type PageRequest = z.infer<typeof PageRequest>;

/**
 * A list whose history grows without end (movements, rounds) counts its rows up to this many and
 * pages by `pageNum` only this deep; past it, a page starts from the previous page's `nextCursor`
 * (docs/adr/0025). What each call reads then stays the same however long the history is.
 */
export const LIST_TOTAL_CAP = 1_000;

/** A list call with keyset paging: `cursor` is the `nextCursor` of the page before. */
export const CursorPageRequest = PageRequest.extend({
  /** Opaque to the client. Given, the page starts after it and `pageNum` is not used. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'a nextCursor of this list')
    .optional(),
});
export type CursorPageRequest = z.infer<typeof CursorPageRequest>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pages: z.number().int().min(0),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** A page of a capped, keyset-paged list. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({
    /** Pass it back as `cursor` for the next page; null at the end of the list. */
    nextCursor: z.string().nullable(),
    /** `total` stopped counting at LIST_TOTAL_CAP: there are at least that many. */
    totalCapped: z.boolean(),
  });

export type Page<T> = {
  list: T[];
  pages: number;
  total: number;
  pageNum: number;
  pageSize: number;
};

export const pageAnswer = <T>(
  list: T[],
  total: number,
  { pageNum, pageSize }: PageRequest,
): Page<T> => ({
  list,
  total,
  pageNum,
  pageSize,
  pages: Math.ceil(total / pageSize),
});

export type CursorPage<T> = Page<T> & { nextCursor: string | null; totalCapped: boolean };

/**
 * A keyset page's answer from the rows read (up to pageSize + 1: one more shows the list goes
 * on), the capped count and each row's cursor.
 */
export const cursorPageAnswer = <T>(
  rows: T[],
  counted: number,
  request: PageRequest,
  cursorOf: (row: T) => string,
): CursorPage<T> => {
  const list = rows.slice(0, request.pageSize);
  const last = list.at(-1);
  return {
    ...pageAnswer(list, Math.min(counted, LIST_TOTAL_CAP), request),
    nextCursor: rows.length > request.pageSize && last !== undefined ? cursorOf(last) : null,
    totalCapped: counted > LIST_TOTAL_CAP,
  };
};
