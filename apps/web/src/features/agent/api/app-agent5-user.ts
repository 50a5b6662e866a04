import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';

export type AgentInfo = CallAnswer<'appAgent5User'>;

/** The player's invite code, team per level, commission and valid invites. */
export const getAgentInfo = () => call('appAgent5User', {});

export const agentInfoQuery = () =>
  queryOptions({ queryKey: ['appAgent5User'] as const, queryFn: getAgentInfo });

export const useAgentInfo = () => useQuery(agentInfoQuery());
