import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import { idempotencyKeyOf } from '@/core/idempotency-key';
import type { WalletService } from './wallet.service';

export const walletRoutes = (wallet: WalletService): CallRoutes<CallRegistry> => ({
  safeboxIn: {
    handler: async (input, ctx) =>
      wallet.safeboxIn(
        (await ctx.requireSession()).userId,
        input.amount,
        idempotencyKeyOf(ctx.request),
      ),
  },
  safeboxOut: {
    handler: async (input, ctx) =>
      wallet.safeboxOut(
        (await ctx.requireSession()).userId,
        input.amount,
        input.safeboxPassword,
        idempotencyKeyOf(ctx.request),
      ),
  },
  setSafeboxPassword: {
    handler: async (input, ctx) =>
      wallet.setSafeboxPassword(
        (await ctx.requireSession()).userId,
        input.safeboxPassword,
        input.smsCode,
      ),
  },
  retrieveBalance: {
    handler: async (_input, ctx) => wallet.retrieveBalance((await ctx.requireSession()).userId),
  },
  appUserCoinDetail: {
    handler: async (input, ctx) => wallet.coinDetail((await ctx.requireSession()).userId, input),
  },
});
