import type { ModuleDeps, ServerModule } from '../server-module';
import type { BonusService } from '../bonus/bonus.service';
import type { RewardsCore } from '../rewards/rewards.module';
import type { VipService } from '../vip/vip.service';
import { FirstDepositService } from './first-deposit.service';
import { FollowService } from './follow.service';
import { FundService } from './fund.service';
import { OfferActivity } from './offers.settings';
import { offersRoutes } from './offers.routes';

/**
 * The offers (docs/rewards/offers.md): the first deposit's, follow rewards (one account of the linked
 * ones claims them) and the growth fund, whose VIP milestones are its red dots.
 */
export const offersModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings'>,
  rewards: RewardsCore,
  vip: VipService,
  bonus: BonusService,
): ServerModule => {
  const { grants, centre } = rewards;
  centre.addTabs({ [OfferActivity.Follow]: 'event', [OfferActivity.Fund]: 'event' });
  centre.addFlagActivities('hasFund', [OfferActivity.Fund]);
  const followGuard = rewards.noDepositGuard(OfferActivity.Follow, { held: true });
  grants.guard(OfferActivity.Follow, followGuard);
  const offers = {
    firstDeposit: new FirstDepositService({
      db: deps.db,
      settings: deps.settings,
      bonus,
    }),
    follow: new FollowService(rewards.services, followGuard),
    fund: new FundService({ db: deps.db, settings: deps.settings, grants, centre, vip }),
  };
  centre.addOpenAwards((userId) => offers.fund.openAwards(userId));
  return { name: 'offers', routes: offersRoutes(offers) };
};
