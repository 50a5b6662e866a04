import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Signs in today on the calendar and claims the day's award. */
export const signInToday = () => call('signInToday', {});

export const useSignInToday = () =>
  useMutation({
    mutationKey: ['signInToday'],
    mutationFn: signInToday,
    onSuccess: (answer) => {
      void afterClaim(answer.awards);
      void queryClient.invalidateQueries({ queryKey: ['signInCalendar'] });
      void queryClient.invalidateQueries({ queryKey: ['loginBonus3User'] });
    },
  });
