import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import { idempotencyKeyOf } from '@/core/idempotency-key';
import type { DepositsService } from './deposits.service';

const fingerprintOf = (header: string | string[] | undefined) =>
  typeof header === 'string' ? header : null;

export const depositsRoutes = (deposits: DepositsService): CallRoutes<CallRegistry> => ({
  recharge: {
    handler: async (input, ctx) =>
      deposits.recharge(
        (await ctx.requireSession()).userId,
        {
          rechargeTypeId: input.rechargeTypeId,
          amount: input.amount,
          takeBonus: input.takeBonus ?? false,
          couponId: input.couponId,
        },
        idempotencyKeyOf(ctx.request),
        { ip: ctx.request.ip, fingerprint: fingerprintOf(ctx.request.headers.fingerprint) },
      ),
  },
  rechargeOrder: {
    handler: async (input, ctx) =>
      deposits.order((await ctx.requireSession()).userId, input.orderNo),
  },
  rechargeOrderList: {
    handler: async (input, ctx) => deposits.orders((await ctx.requireSession()).userId, input),
  },
  tradeInfo: {
    handler: async (_input, ctx) => deposits.tradeInfo((await ctx.requireSession()).userId),
  },
});
