import type { AppConfig } from '@lobby/contract/app-config';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConsoleContext, ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import { ConfigConsoleService, type ConfigEditor } from './config-console.service';
import { configRoutes } from './config.routes';
import { ConfigService } from './config.service';
import { fillFigures, readFigureSettings, type FigureSettings } from './promised-figures';

/** How often the figures are read again (the settings' cache lives about as long). */
const FIGURES_REFRESH_MS = 5_000;

/**
 * The versioned app config: its service, which the modules that read the config are given
 * (`service`), served here, its texts' `{{figures}}` filled from what pays them
 * (promised-figures.ts), on every instance: a change of a figure is a new config version for the
 * clients. Started first of the modules, it seeds `seed` into an empty database and loads the
 * newest version before any other module starts.
 */
export const configModule = (
  deps: Pick<ModuleDeps, 'db' | 'env' | 'log' | 'settings'>,
  seed: AppConfig,
): ServerModule & { service: ConfigService } => {
  const config = new ConfigService(deps.db, {
    recheckMs: deps.env.CONFIG_RECHECK_MS,
    log: deps.log,
  });
  let settings: FigureSettings | null = null;
  let timer: NodeJS.Timeout | undefined;
  const refresh = async () => {
    const next = await readFigureSettings(deps.settings);
    if (settings && JSON.stringify(next) === JSON.stringify(settings)) return;
    settings = next;
    await config.setView('figures', (config) => fillFigures(config, next));
  };
  deps.settings.onChange(refresh);
  const editors = new ConfigConsoleService({ db: deps.db, config, settings: deps.settings });
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
    service: config,
    routes: configRoutes(config),
    consoleRoutes,
    async start() {
      await config.start(seed);
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
