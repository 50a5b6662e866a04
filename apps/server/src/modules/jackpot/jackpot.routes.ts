import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { JackpotService } from './jackpot.service';
import type { LobbyLiveService } from './lobby-live.service';

export const jackpotRoutes = (
  jackpot: JackpotService,
  lobbyLive: LobbyLiveService,
): CallRoutes<CallRegistry> => ({
  getJackpotDrawInfo: {
    handler: async (_input, ctx) => jackpot.info((await ctx.requireSession()).userId),
  },
  receiveDrawChance: {
    handler: async (input, ctx) =>
      jackpot.draw((await ctx.requireSession()).userId, {
        nonce: input.nonce,
        clientSeed: input.clientSeed,
      }),
  },
  getPersonJackpotDrawAwardLog: {
    handler: async (input, ctx) => jackpot.record((await ctx.requireSession()).userId, input),
  },
  getJackpotRank: {
    handler: async (input, ctx) => jackpot.rank((await ctx.requireSession()).userId, input),
  },
  'anonymous/lobbyLive': {
    handler: async () => lobbyLive.answer(),
  },
});
