import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One page of the players by risk score, highest first, with the reasons of each. */
export const riskPlayersQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['riskPlayers', pageNum, pageSize],
    queryFn: ({ signal }) => consoleCall('riskPlayers', { pageNum, pageSize }, { signal }),
  });
