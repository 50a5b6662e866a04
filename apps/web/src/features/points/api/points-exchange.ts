import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** A purchase's id: a retry of the same purchase sends it again and is charged once. */
export const newRequestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** Buys a points-shop item. */
export const pointsExchange = (input: { itemId: number; requestId: string }) =>
  call('pointsExchange', input);

export const usePointsExchange = () =>
  useMutation({
    mutationKey: ['pointsExchange'],
    mutationFn: pointsExchange,
    onSuccess: (answer) => {
      void afterClaim(answer.awards);
      void queryClient.invalidateQueries({ queryKey: ['pointsInfo'] });
      void queryClient.invalidateQueries({ queryKey: ['pointsLog'] });
    },
  });
