import { queryOptions } from '@tanstack/react-query';
import type { ConsoleAnswerOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** The player page's plain paged lists: one call each, `{id, pageNum, pageSize}`. */
export type PagedCall =
  | 'playerDeposits'
  | 'playerWithdrawals'
  | 'playerRounds'
  | 'playerRewards'
  | 'playerNotes'
  | 'playerReferrals';

/** consoleCall for any of them: they take the same request. */
const callPaged = consoleCall as (
  name: PagedCall,
  body: { id: number; pageNum: number; pageSize: number },
  options: { signal?: AbortSignal },
) => Promise<ConsoleAnswerOf<PagedCall>>;

/** One page of one of a player's lists. */
export const playerPagedListQuery = (
  name: PagedCall,
  id: number,
  pageNum: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ['player', id, name, pageNum],
    queryFn: ({ signal }) => callPaged(name, { id, pageNum, pageSize }, { signal }),
  });
