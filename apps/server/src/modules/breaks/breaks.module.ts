import type { BreakKind, BreakPeriod } from '@lobby/contract/values/breaks';
import type { ConsoleRoutes } from '@/core/console-routes';
import type { ModuleDeps, ServerModule } from '../server-module';
import { staffAuditBy } from '../audit/audit-by';
import { BreaksService, type BreaksDeps } from './breaks.service';
import { eraseBreaks, exportBreaks } from './breaks-data-rights';

/**
 * Time-out and self-exclusion (docs/player-protection.md, ADR 0071): the player's calls, the
 * console's (read, and start on the player's behalf; none lifts a break). What a break refuses
 * elsewhere is each path's own small check: the sessions trigger (sign-in), the call router
 * (cash-out-only sessions), the seamless wallet (providers' debits), the rewards and mail.
 */
export const breaksModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings'>,
  parts: Pick<BreaksDeps, 'sessionsEnded' | 'closeGameSessions'>,
): ServerModule & { service: BreaksService } => {
  const service = new BreaksService({ db: deps.db, settings: deps.settings, ...parts });
  const consoleRoutes: ConsoleRoutes = {
    playerBreaks: async ({ id }) => service.ofPlayer(id),
    playerStartBreak: async ({ id, kind, period, reason }, ctx) =>
      service.startFor(staffAuditBy(ctx), id, kind, period as BreakPeriod, reason),
  };
  return {
    name: 'breaks',
    dataExport: exportBreaks,
    dataErasure: eraseBreaks,
    service,
    consoleRoutes,
    routes: {
      playBreak: {
        handler: async (_input, ctx) => service.state((await ctx.requireSession()).userId),
      },
      takeBreak: {
        handler: async (input, ctx) =>
          service.take(
            (await ctx.requireSession()).userId,
            input.kind as BreakKind,
            input.period as BreakPeriod,
          ),
      },
      endExclusionRequest: {
        handler: async (_input, ctx) => service.requestEnd((await ctx.requireSession()).userId),
      },
    },
  };
};
