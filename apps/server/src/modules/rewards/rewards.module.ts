import type { ModuleDeps, ServerModule } from '../../core/server-module';
import { BonusCentre } from './bonus-centre';
import { GrantsService } from './grants.service';
import { RewardsEngine } from './rewards-engine';
import { rewardsRoutes } from './rewards.routes';
import { SIGN_UP_ACTIVITY, signUpBonusGuard, signUpBonusRule } from './sign-up-bonus';
import { tasksRoutes } from './tasks/tasks.routes';
import { TasksService } from './tasks/tasks.service';
import { grantVipRebates } from './vip/vip-rebate';
import { vipRule } from './vip/vip-rule';
import { vipRoutes } from './vip/vip.routes';
import { VipService } from './vip/vip.service';
import { vipState } from './vip/vip-state';

export const CONSUME_EVENTS_QUEUE = 'rewards.consumeEvents';
export const EXPIRE_GRANTS_QUEUE = 'rewards.expireGrants';
export const VIP_REBATE_QUEUE = 'rewards.vipRebate';
/** The engine reads the outbox this often: its lag behind it stays under about this. */
const CONSUME_EVERY_MS = 1_000;
const EXPIRE_EVERY_MS = 60_000;
/** The rebate of the previous day is granted by the first run after midnight; the others find it. */
const VIP_REBATE_EVERY_MS = 3_600_000;

/**
 * The rewards engine (docs/rewards.md): counters fed by the domain-events outbox, grants and
 * their claims. The reward systems (VIP, rebate, tasks …) are rules on it.
 */
export const rewardsModule = (
  deps: ModuleDeps,
): ServerModule & {
  engine: RewardsEngine;
  grants: GrantsService;
  centre: BonusCentre;
  vip: VipService;
  tasks: TasksService;
} => {
  const engine = new RewardsEngine({
    db: deps.db,
    settings: deps.settings,
    clock: deps.clock,
    log: deps.log,
  });
  const grants = new GrantsService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    bonus: deps.bonus,
  });
  const config = () => deps.config.current().config;
  engine.addRule(signUpBonusRule({ grants, config }));
  engine.addRule(vipRule({ grants, config }));
  grants.guard(SIGN_UP_ACTIVITY, signUpBonusGuard);
  deps.jobs.every(CONSUME_EVENTS_QUEUE, CONSUME_EVERY_MS, async () => {
    await engine.consumeAll();
  });
  deps.jobs.every(EXPIRE_GRANTS_QUEUE, EXPIRE_EVERY_MS, async () => {
    await grants.expireDue();
  });
  const centre = new BonusCentre({
    db: deps.db,
    settings: deps.settings,
    grants,
    bonus: deps.bonus,
  });
  const vip = new VipService({
    db: deps.db,
    settings: deps.settings,
    config,
    grants,
    centre,
  });
  centre.addOpenAwards((userId) => vip.openAwards(userId));
  const tasks = new TasksService({ db: deps.db, settings: deps.settings, config, grants, centre });
  centre.addOpenAwards((userId) => tasks.openAwards(userId));
  deps.jobs.every(VIP_REBATE_QUEUE, VIP_REBATE_EVERY_MS, async () => {
    await grantVipRebates({ db: deps.db, engine, config });
  });
  return {
    name: 'rewards',
    engine,
    grants,
    centre,
    vip,
    tasks,
    routes: { ...rewardsRoutes(centre), ...vipRoutes(vip), ...tasksRoutes(tasks) },
    playerState: vipState,
  };
};
