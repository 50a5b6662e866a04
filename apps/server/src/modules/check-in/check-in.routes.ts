import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { CheckInService } from './check-in.service';

export const checkInRoutes = (signIn: CheckInService): CallRoutes<CallRegistry> => ({
  signInCalendar: {
    handler: async (_input, ctx) => signIn.calendar((await ctx.requireSession()).userId),
  },
  signInToday: {
    handler: async (_input, ctx) => signIn.signInToday((await ctx.requireSession()).userId),
  },
  signInMakeUp: {
    handler: async (input, ctx) => signIn.makeUp((await ctx.requireSession()).userId, input.day),
  },
  loginBonus3User: {
    handler: async (_input, ctx) => signIn.loginBonus((await ctx.requireSession()).userId),
  },
  loginBonus3UserReceive: {
    handler: async (_input, ctx) => signIn.receiveLoginBonus((await ctx.requireSession()).userId),
  },
});
