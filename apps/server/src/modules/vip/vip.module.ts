import type { ModuleDeps, ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { grantVipRebates } from './vip-rebate';
import { vipRule } from './vip.event-rule';
import { vipState } from './vip-state';
import { vipRoutes } from './vip.routes';
import { VipService } from './vip.service';
import { VipActivity } from './vip.settings';

export const VIP_REBATE_QUEUE = 'rewards.vipRebate';
/** The rebate of the previous day is granted by the first run after midnight; the others find it. */
const VIP_REBATE_EVERY_MS = 3_600_000;

/**
 * The VIP club (docs/rewards/vip.md): experience and level-ups as a rule of the rewards engine, the
 * level's rewards and tasks as its red dots, the daily rebate as a job, and the level and exp of
 * the user info.
 */
export const vipModule = (
  deps: Pick<ModuleDeps, 'db' | 'jobs'>,
  rewards: RewardsCore,
): ServerModule & { service: VipService } => {
  const config = rewards.services.config;
  rewards.engine.addRule(vipRule({ grants: rewards.grants, config }));
  const vip = new VipService(rewards.services);
  rewards.centre.addTabs({
    [VipActivity.Daily]: 'vip',
    [VipActivity.SignIn]: 'vip',
    [VipActivity.LevelUp]: 'vip',
    [VipActivity.Task]: 'vip',
    [VipActivity.Rebate]: 'rebate',
  });
  rewards.centre.addOpenAwards((userId) => vip.openAwards(userId));
  deps.jobs.every(VIP_REBATE_QUEUE, VIP_REBATE_EVERY_MS, async () => {
    await grantVipRebates({ db: deps.db, engine: rewards.engine, config });
  });
  return { name: 'vip', service: vip, routes: vipRoutes(vip), playerState: vipState };
};
