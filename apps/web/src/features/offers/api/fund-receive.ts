import { useMutation } from '@tanstack/react-query';
import { afterClaim } from '@/lib/after-claim';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Claims the return of the fund's milestone at a VIP level. */
export const fundReceive = (level: number) => call('fundReceive', { level });

export const useFundReceive = () =>
  useMutation({
    mutationKey: ['fundReceive'],
    mutationFn: fundReceive,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['fundInfo'] });
      void afterClaim(answer.awards);
    },
  });
