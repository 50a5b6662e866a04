import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Adds a receiving account; another one than the first needs proof and pauses withdrawals. */
export const addBankInfo = async (body: CallRequest<'addBankInfo'>) => {
  const answer = await call('addBankInfo', body);
  // Asked again rather than set from the answer, so the form that sent it is still there for
  // its own success callback; the withdraw form shows the accounts and any new block.
  void queryClient.invalidateQueries({ queryKey: ['bankInfoList'] });
  void queryClient.invalidateQueries({ queryKey: ['getExchange'] });
  return answer;
};

export const useAddBankInfo = () =>
  useMutation({ mutationKey: ['addBankInfo'], mutationFn: addBankInfo });
