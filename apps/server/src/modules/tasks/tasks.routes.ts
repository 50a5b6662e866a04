import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { TasksService } from './tasks.service';

export const tasksRoutes = (tasks: TasksService): CallRoutes<CallRegistry> => ({
  getTaskUser: {
    handler: async (_input, ctx) => tasks.info((await ctx.requireSession()).userId),
  },
  finishTask: {
    handler: async (input, ctx) => tasks.finish((await ctx.requireSession()).userId, input.id),
  },
  receiveTaskAward: {
    handler: async (input, ctx) => tasks.claimTask((await ctx.requireSession()).userId, input.id),
  },
  receiveTaskChest: {
    handler: async (input, ctx) => tasks.claimChest((await ctx.requireSession()).userId, input.id),
  },
});
