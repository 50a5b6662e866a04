import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { PointsService } from './points.service';

export const pointsRoutes = (points: PointsService): CallRoutes<CallRegistry> => ({
  pointsInfo: {
    handler: async (_input, ctx) => points.info((await ctx.requireSession()).userId),
  },
  pointsLog: {
    handler: async (input, ctx) => points.log((await ctx.requireSession()).userId, input),
  },
  pointsExchange: {
    handler: async (input, ctx) =>
      points.exchange((await ctx.requireSession()).userId, input.itemId, input.requestId),
  },
});
