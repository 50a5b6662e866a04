import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConfigService } from '../config/config.service';
import { sharingRoutes } from './sharing.routes';
import { SharingService } from './sharing.service';

/** Sharing and invite links: the player's link and its counts, and the clicks of shared links. */
export const sharingModule = (
  deps: Pick<ModuleDeps, 'db' | 'env' | 'settings'>,
  config: ConfigService,
): ServerModule => ({
  name: 'sharing',
  routes: sharingRoutes(
    new SharingService({
      db: deps.db,
      config: () => config.current().config,
      settings: deps.settings,
    }),
    deps.env.SIGN_IN_RATE_LIMIT_MAX,
  ),
});
