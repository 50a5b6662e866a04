import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import { idempotencyKeyOf } from '@/core/idempotency-key';
import type { GamesService } from './games.service';
import type { HouseGamesService } from './house-games.service';

export const gamesRoutes = (
  games: GamesService,
  house: HouseGamesService,
): CallRoutes<CallRegistry> => ({
  startGame: {
    handler: async (input, ctx) => games.startGame((await ctx.session())?.userId ?? null, input),
  },
  online: {
    handler: async (input, ctx) => games.online((await ctx.requireSession()).userId, input.gameId),
  },
  exitGame: {
    handler: async (input, ctx) =>
      games.exitGame((await ctx.requireSession()).userId, {
        gameId: input.gameId,
        sessionId: input.sessionId,
      }),
  },
  gameLike: {
    handler: async (input, ctx) =>
      games.toggleLike((await ctx.requireSession()).userId, input.gameId),
  },
  gameLikeList: {
    handler: async (_input, ctx) => ({
      gameLikeIds: await games.likes((await ctx.requireSession()).userId),
    }),
  },
  gameHistory: {
    handler: async (_input, ctx) => ({
      gameHistory: await games.history((await ctx.requireSession()).userId),
    }),
  },
  fairSeeds: {
    handler: async (_input, ctx) => house.seeds((await ctx.requireSession()).userId),
  },
  fairRotate: {
    handler: async (input, ctx) =>
      house.rotate((await ctx.requireSession()).userId, input.clientSeed),
  },
  gamePlay: {
    handler: async (input, ctx) =>
      house.play((await ctx.requireSession()).userId, input, idempotencyKeyOf(ctx.request)),
  },
  'anonymous/demoPlay': {
    handler: async (input) => house.demo(input),
  },
  'anonymous/fairVerify': {
    handler: async (input) => house.fairVerify(input),
  },
  betRecord: {
    handler: async (input, ctx) => games.betRecord((await ctx.requireSession()).userId, input),
  },
  betRecordReport: {
    handler: async (input, ctx) =>
      games.betRecordReport((await ctx.requireSession()).userId, input),
  },
});
