import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Changes a receiving account (with proof); a new payee pauses withdrawals for 24 hours. */
export const modifyBankInfo = async (body: CallRequest<'modifyBankInfo'>) => {
  const answer = await call('modifyBankInfo', body);
  // Asked again rather than set from the answer, so the form that sent it is still there for
  // its own success callback; the withdraw form shows the accounts and any new block.
  void queryClient.invalidateQueries({ queryKey: ['bankInfoList'] });
  void queryClient.invalidateQueries({ queryKey: ['getExchange'] });
  return answer;
};

export const useModifyBankInfo = () =>
  useMutation({ mutationKey: ['modifyBankInfo'], mutationFn: modifyBankInfo });
