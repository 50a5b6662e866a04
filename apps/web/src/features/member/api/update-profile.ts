import { useMutation } from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { applyUser } from '@/lib/user-state';

/** Changes the nickname or the avatar; the answered user replaces the stored one. */
export const updateProfile = async (body: CallRequest<'updateProfile'>) => {
  const answer = await call('updateProfile', body);
  applyUser(answer.user);
  return answer;
};

export const useUpdateProfile = () =>
  useMutation({ mutationKey: ['updateProfile'], mutationFn: updateProfile });
