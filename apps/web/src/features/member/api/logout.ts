import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Ends this session on the server. */
export const logout = () => call('logout', {});

export const useLogout = () => useMutation({ mutationKey: ['logout'], mutationFn: logout });
