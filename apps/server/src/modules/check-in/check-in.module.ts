import type { ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { checkInRoutes } from './check-in.routes';
import { CheckInService } from './check-in.service';
import { CheckInActivity } from './check-in.settings';

/**
 * The daily check-in calendar and the login bonus (docs/rewards/check-in.md; their calls and settings
 * keep the wire name "sign-in"), lighting the `flag:signIn` red dot.
 */
export const checkInModule = (rewards: RewardsCore): ServerModule => {
  const checkIn = new CheckInService(rewards.services);
  rewards.centre.addTabs({
    [CheckInActivity.Day]: 'reward',
    [CheckInActivity.LoginBonus]: 'reward',
  });
  rewards.centre.addOpenAwards((userId) => checkIn.flagRows(userId));
  return {
    name: 'check-in',
    routes: checkInRoutes(checkIn),
    onAppOpen: (userId) => checkIn.appOpened(userId),
  };
};
