import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { AgentService } from './agent.service';

export const agentRoutes = (agent: AgentService): CallRoutes<CallRegistry> => ({
  appAgent5User: {
    handler: async (_input, ctx) => agent.info((await ctx.requireSession()).userId),
  },
  appAgent5UserReceive: {
    handler: async (_input, ctx) => agent.claimCommission((await ctx.requireSession()).userId),
  },
  appAgent5UserLog: {
    handler: async (input, ctx) => agent.log((await ctx.requireSession()).userId, input),
  },
  appAgent5UserInviteValidReceive: {
    handler: async (_input, ctx) => agent.claimInvites((await ctx.requireSession()).userId),
  },
});
