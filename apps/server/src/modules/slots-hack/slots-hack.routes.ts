import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { SlotsHackService } from './slots-hack.service';

export const slotsHackRoutes = (hack: SlotsHackService): CallRoutes<CallRegistry> => ({
  slotsHackInfo: {
    handler: async (_input, ctx) => hack.info((await ctx.requireSession()).userId),
  },
});
