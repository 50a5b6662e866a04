import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConfigService } from '../config/config.service';
import { activityIds } from './activity-ids';
import { activitiesAfterLogin } from './activities-after-login';

/**
 * Which activities are live (configured, in their window by the lobby's clock, their system
 * built): what the lobby offers as shortcuts, banners and start-up modals. Visitors ask too.
 */
export const activitiesModule = (
  deps: Pick<ModuleDeps, 'db'>,
  config: ConfigService,
): ServerModule => ({
  name: 'activities',
  afterLoginInfo: activitiesAfterLogin(() => config.current().config.activities),
  routes: {
    getActivityIds: {
      handler: async (_input, ctx) =>
        activityIds(
          deps.db,
          config.current().config.activities,
          (await ctx.session())?.userId ?? null,
        ),
    },
  },
});
