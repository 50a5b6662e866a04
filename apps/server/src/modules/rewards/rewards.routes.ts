import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { BonusCentre } from './bonus-centre';

export const rewardsRoutes = (centre: BonusCentre): CallRoutes<CallRegistry> => ({
  betBonus: {
    handler: async (input, ctx) => centre.list((await ctx.requireSession()).userId, input.type),
  },
  betBonusReceive: {
    handler: async (input, ctx) =>
      centre.receive((await ctx.requireSession()).userId, { id: input.id, type: input.type }),
  },
  betBonusLog: {
    handler: async (input, ctx) => centre.log((await ctx.requireSession()).userId, input),
  },
  activityGetStatusList: {
    handler: async (_input, ctx) => centre.status((await ctx.requireSession()).userId),
  },
  activityAwardGetLog: {
    handler: async (input, ctx) => centre.awardLog((await ctx.requireSession()).userId, input),
  },
});
