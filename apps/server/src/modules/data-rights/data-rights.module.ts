import type { ConsoleRoutes } from '@/core/console-routes';
import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import { staffAuditBy } from '../audit/audit-by';
import type { DataErasurePart, DataExportPart, ModuleDeps, ServerModule } from '../server-module';
import type { SessionsEnded } from '../sessions/session-cache';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import { AccountClosureService } from './account-closure.service';
import { DataExportService } from './data-export.service';

/** Every module's parts of the data rights, gathered by the composition. */
export interface DataRightsParts {
  readonly exports: readonly DataExportPart[];
  readonly erasures: readonly DataErasurePart[];
}

/**
 * Data rights (ADR 0074; docs/player-protection.md "Data rights"): the player's export of their
 * data (exportMyData, one JSON document gathered from each module's `dataExport` part), and the
 * console's closure, reopening and erasure of an account (each module's `dataErasure` part).
 */
export const dataRightsModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'clock' | 'securityEvents' | 'log'>,
  parts: () => DataRightsParts,
  sessionsEnded: SessionsEnded,
  fourEyes: StaffFourEyes,
): ServerModule => {
  const exports = new DataExportService({
    db: deps.db,
    settings: deps.settings,
    clock: deps.clock,
    securityEvents: deps.securityEvents,
    parts: () => parts().exports,
  });
  const closure = new AccountClosureService({
    db: deps.db,
    sessionsEnded,
    fourEyes,
    erasures: () => parts().erasures,
    onFileError: (error) => deps.log.error({ err: error }, 'erasure: a file was not deleted'),
  });
  const routes: CallRoutes<CallRegistry> = {
    exportMyData: {
      handler: async (_input, ctx) =>
        exports.exportOf((await ctx.requireSession()).userId, { ip: ctx.request.ip }),
    },
  };
  const consoleRoutes: ConsoleRoutes = {
    playerDataRights: async ({ id }) => closure.state(id),
    playerClose: async ({ id, reason }, ctx) => closure.close(staffAuditBy(ctx), id, reason),
    playerReopen: async ({ id, reason }, ctx) => closure.reopen(staffAuditBy(ctx), id, reason),
    playerErase: async ({ id }, ctx) => closure.erase(staffAuditBy(ctx), id),
  };
  return { name: 'data-rights', routes, consoleRoutes };
};
