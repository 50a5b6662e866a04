import type { ModuleDeps, ServerModule } from '../../core/server-module';
import { configRoutes } from './config.routes';

/** The versioned app config: built before the modules (they read it), served here. */
export const configModule = (deps: ModuleDeps): ServerModule => ({
  name: 'config',
  routes: configRoutes(deps.config),
});
