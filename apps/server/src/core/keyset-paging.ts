import { LIST_TOTAL_CAP, type CursorPageRequest } from '@lobby/contract/pagination';
import { AppError, ErrorCode } from './app-error';

/** Which rows a keyset-paged list call reads: at most `limit` after `after`, or from `offset`. */
export interface KeysetWindow {
  /** The page size plus one: the extra row says whether the list goes on. */
  limit: number;
  offset: number;
  /** The id the previous page ended on (its nextCursor), when one is given. */
  after: number | undefined;
  countCap: number;
}

/**
 * A request's window. `pageNum` pages from the newest row as far as LIST_TOTAL_CAP rows deep, so
 * an offset never walks a long history; deeper, the client continues from `nextCursor`
 * (docs/adr/0025). The contract's pattern keeps a cursor within bigint.
 */
export const keysetWindow = (request: CursorPageRequest): KeysetWindow => {
  const limit = request.pageSize + 1;
  if (request.cursor !== undefined) {
    return { limit, offset: 0, after: Number(request.cursor), countCap: LIST_TOTAL_CAP };
  }
  const offset = (request.pageNum - 1) * request.pageSize;
  if (offset >= LIST_TOTAL_CAP) {
    throw new AppError(ErrorCode.BAD_REQUEST, {
      issues: [
        {
          path: 'pageNum',
          message: `pages reach ${LIST_TOTAL_CAP} rows deep; continue with the last page's nextCursor`,
        },
      ],
    });
  }
  return { limit, offset, after: undefined, countCap: LIST_TOTAL_CAP };
};
