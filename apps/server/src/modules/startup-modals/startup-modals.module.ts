import type { ModuleDeps, ServerModule } from '../server-module';
import { StartupModalsService } from './startup-modals.service';

/** The start-up modals' daily limit per player, across devices (docs/adr/0063). */
export const startupModalsModule = (deps: Pick<ModuleDeps, 'db' | 'settings'>): ServerModule => {
  const service = new StartupModalsService(deps);
  return {
    name: 'startup-modals',
    routes: {
      claimStartupModals: {
        handler: async (input, ctx) =>
          service.claim((await ctx.requireSession()).userId, input.keys),
      },
    },
  };
};
