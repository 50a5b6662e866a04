import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Records that the player opened a channel: its reward may be claimed after. */
export const followOpen = (channelId: number) => call('followOpen', { channelId });

export const useFollowOpen = () =>
  useMutation({
    mutationKey: ['followOpen'],
    mutationFn: followOpen,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['followInfo'] }),
  });
