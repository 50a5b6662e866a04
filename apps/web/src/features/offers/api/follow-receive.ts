import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Claims a channel's follow reward (once ever, after it was opened). */
export const followReceive = (channelId: number) => call('followReceive', { channelId });

export const useFollowReceive = () =>
  useMutation({
    mutationKey: ['followReceive'],
    mutationFn: followReceive,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['followInfo'] });
      void afterClaim(answer.awards);
    },
  });
