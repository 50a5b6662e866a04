import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { InviteSpinService } from './invite-spin.service';

export const inviteSpinRoutes = (spin: InviteSpinService): CallRoutes<CallRegistry> => ({
  actInviteUser: {
    handler: async (_input, ctx) => spin.info((await ctx.requireSession()).userId),
  },
  actInviteUserStatus: {
    handler: async (_input, ctx) => spin.status((await ctx.requireSession()).userId),
  },
  actInviteUserSpin: {
    handler: async (input, ctx) =>
      spin.spin((await ctx.requireSession()).userId, {
        nonce: input.nonce,
        clientSeed: input.clientSeed,
      }),
  },
  actInviteUserExchange: {
    handler: async (_input, ctx) => spin.exchange((await ctx.requireSession()).userId),
  },
  actInviteUserRecord: {
    handler: async (input, ctx) => spin.record((await ctx.requireSession()).userId, input),
  },
});
