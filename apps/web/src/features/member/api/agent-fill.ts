import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { applyUser } from '@/lib/user-state';

/** Sets the inviter once (by user id or invite code). */
export const agentFill = async (body: CallRequest<'agentFill'>) => {
  const answer = await call('agentFill', body);
  applyUser(answer.user);
  return answer;
};

export const useAgentFill = () =>
  useMutation({ mutationKey: ['agentFill'], mutationFn: agentFill });
