import type { ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { pointsRoutes } from './points.routes';
import { PointsService } from './points.service';
import { POINTS_SHOP_ACTIVITY } from './points.settings';

/** Points and the points shop (docs/rewards/points.md). */
export const pointsModule = (rewards: RewardsCore): ServerModule => {
  rewards.centre.addTabs({ [POINTS_SHOP_ACTIVITY]: 'reward' });
  return { name: 'points', routes: pointsRoutes(new PointsService(rewards.services)) };
};
