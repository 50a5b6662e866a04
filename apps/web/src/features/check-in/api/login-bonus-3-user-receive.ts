import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Claims the login bonus's next day. */
export const receiveLoginBonus = () => call('loginBonus3UserReceive', {});

export const useReceiveLoginBonus = () =>
  useMutation({
    mutationKey: ['loginBonus3UserReceive'],
    mutationFn: receiveLoginBonus,
    onSuccess: (answer) => {
      void afterClaim(answer.awards);
      void queryClient.invalidateQueries({ queryKey: ['loginBonus3User'] });
    },
  });
