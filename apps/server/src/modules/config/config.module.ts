import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConsoleContext, ConsoleRoutes } from '../../core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import { ConfigConsoleService, type ConfigEditor } from './config-console.service';
import { configRoutes } from './config.routes';
import { fillFigures, readFigureSettings, type FigureSettings } from './promised-figures';

/** How often the figures are read again (the settings' cache lives about as long). */
const FIGURES_REFRESH_MS = 5_000;

/**
 * The versioned app config: built before the modules (they read it), served here, its texts'
 * `{{figures}}` filled from what pays them (promised-figures.ts), on every instance: a change of
 * a figure is a new config version for the clients.
 */
export const configModule = (deps: ModuleDeps): ServerModule => {
  let settings: FigureSettings | null = null;
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    const next = await readFigureSettings(deps.settings);
    if (settings && JSON.stringify(next) === JSON.stringify(settings)) return;
    settings = next;
    await deps.config.setView('figures', (config) => fillFigures(config, next));
  };
  deps.settings.onChange(refresh);
  const editors = new ConfigConsoleService(deps);
  const editor = (ctx: ConsoleContext): ConfigEditor => ({
    by: staffAuditBy(ctx),
    role: ctx.requireStaff().staff.role,
  });
  const consoleRoutes: ConsoleRoutes = {
    configSections: () => editors.sections(),
    configSave: (input, ctx) => editors.save(input, editor(ctx)),
    configRevisions: (input) => editors.revisions(input),
    configRevisionDiff: (input) => editors.diff(input),
    configRollback: (input, ctx) => editors.rollback(input, editor(ctx)),
  };
  return {
    name: 'config',
    routes: configRoutes(deps.config),
    consoleRoutes,
    async start() {
      await refresh();
      timer = setInterval(() => {
        refresh().catch((error: unknown) =>
          deps.log.warn({ err: error }, 'config figures not refreshed'),
        );
      }, FIGURES_REFRESH_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
};
