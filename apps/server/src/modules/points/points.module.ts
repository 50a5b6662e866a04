import type { ServerModule } from '../../core/server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { pointsRoutes } from './points.routes';
import { PointsService } from './points.service';

/** Points and the points shop (docs/rewards.md). */
export const pointsModule = (rewards: RewardsCore): ServerModule => ({
  name: 'points',
  routes: pointsRoutes(new PointsService(rewards.services)),
});
