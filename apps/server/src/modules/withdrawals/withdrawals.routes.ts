import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import { idempotencyKeyOf } from '@/core/idempotency-key';
import type { ReceivingAccountsService } from './receiving-accounts.service';
import type { WithdrawalsService } from './withdrawals.service';

export const withdrawalsRoutes = (
  withdrawals: WithdrawalsService,
  receivingAccounts: ReceivingAccountsService,
): CallRoutes<CallRegistry> => ({
  getExchange: {
    handler: async (_input, ctx) => withdrawals.getExchange((await ctx.requireSession()).userId),
  },
  exchange: {
    handler: async (input, ctx) =>
      withdrawals.exchange(
        (await ctx.requireSession()).userId,
        input,
        idempotencyKeyOf(ctx.request),
      ),
  },
  exchangeOrderList: {
    handler: async (input, ctx) => withdrawals.orders((await ctx.requireSession()).userId, input),
  },
  addBankInfo: {
    handler: async (input, ctx) =>
      receivingAccounts.add((await ctx.requireSession()).userId, input),
  },
  modifyBankInfo: {
    handler: async (input, ctx) =>
      receivingAccounts.modify((await ctx.requireSession()).userId, input.id, input),
  },
  bankInfoList: {
    handler: async (_input, ctx) => receivingAccounts.answer((await ctx.requireSession()).userId),
  },
});
