import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { VipService } from './vip.service';

export const vipRoutes = (vip: VipService): CallRoutes<CallRegistry> => ({
  getVipInfo: {
    handler: async (_input, ctx) => vip.info((await ctx.requireSession()).userId),
  },
  appVipUserReceiveDaily: {
    handler: async (_input, ctx) => vip.claimDaily((await ctx.requireSession()).userId),
  },
  appVipUserReceiveSignInAward: {
    handler: async (_input, ctx) => vip.claimSignIn((await ctx.requireSession()).userId),
  },
  receiveVipTask: {
    handler: async (input, ctx) => vip.claimTask((await ctx.requireSession()).userId, input.id),
  },
  receiveVipTaskUnReceiveBonus: {
    handler: async (_input, ctx) => vip.claimAll((await ctx.requireSession()).userId),
  },
});
