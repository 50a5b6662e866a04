import type { FastifyRequest } from 'fastify';
import type { CallRegistry } from '@lobby/contract/registry';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@lobby/contract/wallet';
import type { CallRoutes } from '../../http/call-router';
import { AppError, ErrorCode } from '../../http/app-error';
import type { WalletService } from './wallet.service';

/** The client's idempotency key of a money call, if it sent one; a malformed one is a 400. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BAD_REQUEST, {
      issues: [
        { path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message: '1–64 of A–Z a–z 0–9 _ . : -' },
      ],
    });
  }
  return parsed.data;
};

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
