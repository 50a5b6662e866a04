import type { ModuleDeps, ServerModule } from '../server-module';
import { RealityCheckService } from './reality-check.service';
import { exportRealityCheck } from './reality-check-data-rights';

/** The reality check: the player's interval and the open game session's summary (ADR 0072). */
export const realityCheckModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings'>,
): ServerModule & { service: RealityCheckService } => {
  const service = new RealityCheckService(deps);
  return {
    name: 'reality-check',
    dataExport: exportRealityCheck,
    service,
    // The console's player page (players.read, the registry says).
    consoleRoutes: {
      playerRealityCheck: async ({ id }) => service.ofPlayer(id),
    },
    routes: {
      realityCheck: {
        handler: async (_input, ctx) => service.interval((await ctx.requireSession()).userId),
      },
      setRealityCheck: {
        handler: async (input, ctx) =>
          service.setInterval((await ctx.requireSession()).userId, input.minutes),
      },
      gameSessionSummary: {
        handler: async (input, ctx) =>
          service.summary((await ctx.requireSession()).userId, input.gameId),
      },
    },
  };
};
