import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** The reached target to coin: the reward modal shows what it paid. */
export const actInviteUserExchange = () => call('actInviteUserExchange', {});

export const useInviteSpinExchange = () =>
  useMutation({
    mutationKey: ['actInviteUserExchange'],
    mutationFn: actInviteUserExchange,
    onSuccess: (answer) => {
      for (const key of ['actInviteUser', 'actInviteUserStatus'])
        void queryClient.invalidateQueries({ queryKey: [key] });
      void afterClaim(answer.awards);
    },
  });
