import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { actInviteUserQuery } from './act-invite-user';

/** One spin, named by its nonce: a replay answers the same spin. */
export const actInviteUserSpin = (nonce: number) => call('actInviteUserSpin', { nonce });

export const useInviteSpin = () =>
  useMutation({
    mutationKey: ['actInviteUserSpin'],
    mutationFn: actInviteUserSpin,
    onSuccess: () => {
      for (const key of ['actInviteUserRecord', 'actInviteUserStatus', 'activityGetStatusList'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
    onSettled: () => void queryClient.invalidateQueries(actInviteUserQuery()),
  });
