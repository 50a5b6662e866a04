import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { RankService } from './rank.service';

export const rankRoutes = (rank: RankService): CallRoutes<CallRegistry> => ({
  rankList: {
    handler: async (input, ctx) => rank.list((await ctx.requireSession()).userId, input.period),
  },
});
