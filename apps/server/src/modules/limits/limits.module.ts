import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import type { ModuleDeps, ServerModule } from '../server-module';
import { LimitsService } from './limits.service';
import { exportLimits } from './limits-data-rights';

/**
 * The limits players set on their own play (docs/player-protection.md "Limits", ADR 0070): the
 * player's calls, and the console's read and add-or-lower on the player's behalf. Deposits,
 * the wallet and game sessions enforce them (`service`, handed to those modules).
 */
export const limitsModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings'>,
): ServerModule & { service: LimitsService } => {
  const service = new LimitsService(deps);
  const consoleRoutes: ConsoleRoutes = {
    playerPlayLimits: async ({ id }) => service.withHistory(id),
    playerAddPlayLimit: async ({ id, kind, value, reason }, ctx) =>
      service.staffAdd(staffAuditBy(ctx), id, { kind, value, reason }),
  };
  return {
    name: 'limits',
    dataExport: exportLimits,
    service,
    consoleRoutes,
    routes: {
      playLimits: {
        handler: async (_input, ctx) => service.state((await ctx.requireSession()).userId),
      },
      setPlayLimit: {
        handler: async ({ kind, value }, ctx) =>
          service.set((await ctx.requireSession()).userId, kind, value),
      },
      confirmPlayLimit: {
        handler: async ({ kind }, ctx) =>
          service.confirm((await ctx.requireSession()).userId, kind),
      },
      cancelPlayLimit: {
        handler: async ({ kind }, ctx) => service.cancel((await ctx.requireSession()).userId, kind),
      },
    },
  };
};
