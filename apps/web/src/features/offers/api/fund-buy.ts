import { useMutation } from '@tanstack/react-query';
import { refreshDataQuery } from '@/lib/balances';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Buys the growth fund from cash (once: a repeat answers the fund bought). */
export const fundBuy = () => call('fundBuy', {});

export const useFundBuy = () =>
  useMutation({
    mutationKey: ['fundBuy'],
    mutationFn: fundBuy,
    onSuccess: (answer) => {
      queryClient.setQueryData(['fundInfo', true], answer);
      void queryClient.fetchQuery({ ...refreshDataQuery(), staleTime: 0 }).catch(() => undefined);
    },
  });
