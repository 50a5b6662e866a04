import type { ModuleDeps, ServerModule } from '../server-module';
import type { BonusService } from '../bonus/bonus.service';
import type { ConfigService } from '../config/config.service';
import type { RiskService } from '../risk/risk.service';
import type { ActivityServiceDeps } from './activity-service';
import { BonusCentre } from './bonus-centre';
import { GrantsService } from './grants.service';
import { noDepositGuard, type ClaimGuard } from './multi-account-guard';
import { RewardsEngine } from './rewards-engine';
import { rewardsRoutes } from './rewards.routes';
import { SIGN_UP_ACTIVITY, signUpBonusGuard, signUpBonusRule } from './sign-up-bonus';
import { exportRewards } from './rewards-data-rights';

export const CONSUME_EVENTS_QUEUE = 'rewards.consumeEvents';
export const EXPIRE_GRANTS_QUEUE = 'rewards.expireGrants';
/** The engine reads the outbox this often: its lag behind it stays under about this. */
const CONSUME_EVERY_MS = 1_000;
const EXPIRE_EVERY_MS = 60_000;

/**
 * What a reward system built on the engine (modules/vip, modules/tasks …) is given: the engine to
 * register its event rules with, the bonus centre to register its red dots with, the grants, and
 * what an ActivityService uses.
 */
export interface RewardsCore {
  readonly engine: RewardsEngine;
  readonly grants: GrantsService;
  readonly centre: BonusCentre;
  readonly services: ActivityServiceDeps;
  /** The multi-account guard of a reward paid without a deposit (multi-account-guard.ts). */
  noDepositGuard(activity: string, options?: { held?: boolean }): ClaimGuard;
}

/**
 * The rewards engine (docs/rewards/README.md): counters fed by the domain-events outbox, grants and
 * their claims, the bonus centre, and the sign-up bonus. The reward systems (VIP, tasks …) are
 * modules of their own that register their rules and red dots with it (app/compose-modules.ts
 * builds them).
 */
export const rewardsModule = (
  deps: Pick<ModuleDeps, 'db' | 'log' | 'settings' | 'clock' | 'jobs'>,
  config: ConfigService,
  bonus: BonusService,
  risk: RiskService,
): ServerModule & RewardsCore => {
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
    bonus,
  });
  const appConfig = () => config.current().config;
  engine.addRule(signUpBonusRule({ grants, config: appConfig }));
  grants.guard(SIGN_UP_ACTIVITY, signUpBonusGuard(risk));
  // Any other activity its rules mark `noDeposit` passes the same rules (the graph, no velocity).
  grants.guardNoDeposit((activity) => noDepositGuard(risk, activity));
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
    bonus,
  });
  centre.addTabs({ [SIGN_UP_ACTIVITY]: 'reward' });
  centre.addFlagActivities('hasSignUpBonus', [SIGN_UP_ACTIVITY]);
  // The systems with calls of their own (activity-service.ts).
  const services: ActivityServiceDeps = {
    db: deps.db,
    settings: deps.settings,
    config: appConfig,
    grants,
    centre,
  };
  return {
    name: 'rewards',
    engine,
    grants,
    centre,
    services,
    noDepositGuard: (activity, options) => noDepositGuard(risk, activity, options),
    routes: rewardsRoutes(centre),
    dataExport: exportRewards,
  };
};
