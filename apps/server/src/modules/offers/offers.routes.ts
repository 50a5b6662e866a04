import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { FirstDepositService } from './first-deposit.service';
import type { FollowService } from './follow.service';
import type { FundService } from './fund.service';

export const offersRoutes = (offers: {
  firstDeposit: FirstDepositService;
  follow: FollowService;
  fund: FundService;
}): CallRoutes<CallRegistry> => ({
  // Public: a visitor sees the offers; a player sees where they stand.
  firstDepositInfo: {
    handler: async (_input, ctx) => offers.firstDeposit.info((await ctx.session())?.userId ?? null),
  },
  followInfo: {
    handler: async (_input, ctx) => offers.follow.info((await ctx.session())?.userId ?? null),
  },
  followOpen: {
    handler: async (input, ctx) =>
      offers.follow.open((await ctx.requireSession()).userId, input.channelId),
  },
  followReceive: {
    handler: async (input, ctx) =>
      offers.follow.receive((await ctx.requireSession()).userId, input.channelId),
  },
  fundInfo: {
    handler: async (_input, ctx) => offers.fund.info((await ctx.session())?.userId ?? null),
  },
  fundBuy: {
    handler: async (_input, ctx) => offers.fund.buy((await ctx.requireSession()).userId),
  },
  fundReceive: {
    handler: async (input, ctx) =>
      offers.fund.receive((await ctx.requireSession()).userId, input.level),
  },
});
