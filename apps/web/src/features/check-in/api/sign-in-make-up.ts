import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Signs a missed day of this cycle for the make-up price in points. */
export const signInMakeUp = (day: number) => call('signInMakeUp', { day });

export const useSignInMakeUp = () =>
  useMutation({
    mutationKey: ['signInMakeUp'],
    mutationFn: signInMakeUp,
    onSuccess: (answer) => {
      void afterClaim(answer.awards);
      void queryClient.invalidateQueries({ queryKey: ['signInCalendar'] });
      void queryClient.invalidateQueries({ queryKey: ['pointsInfo'] });
    },
  });
