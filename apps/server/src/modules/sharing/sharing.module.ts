import type { ModuleDeps, ServerModule } from '../server-module';
import { sharingRoutes } from './sharing.routes';
import { SharingService } from './sharing.service';

/** Sharing and invite links: the player's link and its counts, and the clicks of shared links. */
export const sharingModule = (deps: ModuleDeps): ServerModule => ({
  name: 'sharing',
  routes: sharingRoutes(
    new SharingService({
      db: deps.db,
      config: () => deps.config.current().config,
      settings: deps.settings,
    }),
    deps.env.SIGN_IN_RATE_LIMIT_MAX,
  ),
});
