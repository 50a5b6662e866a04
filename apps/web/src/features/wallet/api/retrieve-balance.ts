import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { afterMoneyChange } from '../lib/balances';

/** Returns to coin what open game sessions still hold; answers the coin after. */
export const retrieveBalance = async () => {
  const answer = await call('retrieveBalance', {});
  afterMoneyChange(answer);
  return answer;
};

export const useRetrieveBalance = () =>
  useMutation({ mutationKey: ['retrieveBalance'], mutationFn: retrieveBalance });
