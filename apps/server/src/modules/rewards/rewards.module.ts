import type { ModuleDeps, ServerModule } from '../../core/server-module';
import { BonusCentre } from './bonus-centre';
import { GrantsService } from './grants.service';
import { RewardsEngine } from './rewards-engine';
import { rewardsRoutes } from './rewards.routes';
import { SIGN_UP_ACTIVITY, signUpBonusGuard, signUpBonusRule } from './sign-up-bonus';
import { grantVipRebates } from './vip/vip-rebate';
import { vipRule } from './vip/vip-rule';
import { vipRoutes } from './vip/vip.routes';
import { VipService } from './vip/vip.service';
import { vipState } from './vip/vip-state';
import { SignInService } from './sign-in/sign-in.service';
import { signInRoutes } from './sign-in/sign-in.routes';
import { PointsService } from './points/points.service';
import { pointsRoutes } from './points/points.routes';

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
  const services = { db: deps.db, settings: deps.settings, config, grants, centre };
  const signIn = new SignInService(services);
  centre.addOpenAwards((userId) => signIn.flagRows(userId));
  const points = new PointsService(services);
  deps.jobs.every(VIP_REBATE_QUEUE, VIP_REBATE_EVERY_MS, async () => {
    await grantVipRebates({ db: deps.db, engine, config });
  });
  return {
    name: 'rewards',
    engine,
    grants,
    centre,
    vip,
    routes: {
      ...rewardsRoutes(centre),
      ...vipRoutes(vip),
      ...signInRoutes(signIn),
      ...pointsRoutes(points),
    },
    playerState: vipState,
  };
};
