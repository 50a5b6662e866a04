import type { ModuleDeps, ServerModule } from '../../core/server-module';
import { BonusCentre } from './bonus-centre';
import { GrantsService } from './grants.service';
import { RewardsEngine } from './rewards-engine';
import { rewardsRoutes } from './rewards.routes';
import { SIGN_UP_ACTIVITY, signUpBonusGuard, signUpBonusRule } from './sign-up-bonus';
import { payRankPrizes } from './rank/rank-prizes';
import { rankRoutes } from './rank/rank.routes';
import { RankService } from './rank/rank.service';
import { slotsHackRule } from './slots-hack/slots-hack-rule';
import { slotsHackRoutes } from './slots-hack/slots-hack.routes';
import { SlotsHackService } from './slots-hack/slots-hack.service';
import { tasksRoutes } from './tasks/tasks.routes';
import { TasksService } from './tasks/tasks.service';
import { SignInService } from './sign-in/sign-in.service';
import { signInRoutes } from './sign-in/sign-in.routes';
import { PointsService } from './points/points.service';
import { pointsRoutes } from './points/points.routes';
import { AgentService } from './agent/agent.service';
import { agentRoutes } from './agent/agent.routes';
import { inviteSpinRule } from './invite-spin/invite-spin-rule';
import { inviteSpinRoutes } from './invite-spin/invite-spin.routes';
import { InviteSpinService } from './invite-spin/invite-spin.service';
import { jackpotRule } from './jackpot/jackpot-rule';
import { jackpotRoutes } from './jackpot/jackpot.routes';
import { JackpotService } from './jackpot/jackpot.service';
import { LobbyLiveService } from './jackpot/lobby-live.service';
import { jackpotState } from './jackpot/jackpot-state';
import type { ActivityServiceDeps } from './activity-service';

export const CONSUME_EVENTS_QUEUE = 'rewards.consumeEvents';
export const EXPIRE_GRANTS_QUEUE = 'rewards.expireGrants';
export const RANK_PRIZES_QUEUE = 'rewards.rankPrizes';
export const AGENT_COMMISSION_QUEUE = 'rewards.agentCommission';
/** The engine reads the outbox this often: its lag behind it stays under about this. */
const CONSUME_EVERY_MS = 1_000;
const EXPIRE_EVERY_MS = 60_000;
/** A closed day or week is paid by the first run after it closes; the others find it paid. */
const RANK_PRIZES_EVERY_MS = 3_600_000;
/** The agents' commission of the previous day is granted by the first run after midnight. */
const AGENT_COMMISSION_EVERY_MS = 3_600_000;

/**
 * The rewards engine (docs/rewards.md): counters fed by the domain-events outbox, grants and
 * their claims. The reward systems (VIP, rebate, tasks …) are rules on it.
 */
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
}

export const rewardsModule = (
  deps: ModuleDeps,
): ServerModule &
  RewardsCore & {
    tasks: TasksService;
    agent: AgentService;
    jackpot: JackpotService;
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
  engine.addRule(slotsHackRule({ grants, config }));
  engine.addRule(inviteSpinRule());
  // Last: it locks the jackpot's pools, which draws wait for, until the batch commits.
  engine.addRule(jackpotRule({ config }));
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
  // The systems with calls of their own (activity-service.ts).
  const services: ActivityServiceDeps = {
    db: deps.db,
    settings: deps.settings,
    config,
    grants,
    centre,
  };
  const tasks = new TasksService(services);
  centre.addOpenAwards((userId) => tasks.openAwards(userId));
  const signIn = new SignInService(services);
  centre.addOpenAwards((userId) => signIn.flagRows(userId));
  const points = new PointsService(services);
  const agent = new AgentService(services);
  centre.addOpenAwards((userId) => agent.openAwards(userId));
  deps.jobs.every(AGENT_COMMISSION_QUEUE, AGENT_COMMISSION_EVERY_MS, async () => {
    await agent.settle(engine);
  });
  const inviteSpin = new InviteSpinService(services);
  centre.addOpenAwards((userId) => inviteSpin.flagRows(userId));
  const jackpot = new JackpotService({ ...services, bonus: deps.bonus });
  centre.addOpenAwards((userId) => jackpot.flagRows(userId));
  const lobbyLive = new LobbyLiveService({ db: deps.db, settings: deps.settings, config });
  deps.jobs.every(RANK_PRIZES_QUEUE, RANK_PRIZES_EVERY_MS, async () => {
    await payRankPrizes({ db: deps.db, engine, grants, clock: deps.clock, config });
  });
  const rank = new RankService({ db: deps.db, settings: deps.settings, config });
  const slotsHack = new SlotsHackService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    config,
  });
  return {
    name: 'rewards',
    engine,
    grants,
    centre,
    services,
    tasks,
    agent,
    jackpot,
    routes: {
      ...rewardsRoutes(centre),
      ...tasksRoutes(tasks),
      ...signInRoutes(signIn),
      ...pointsRoutes(points),
      ...rankRoutes(rank),
      ...slotsHackRoutes(slotsHack),
      ...agentRoutes(agent),
      ...inviteSpinRoutes(inviteSpin),
      ...jackpotRoutes(jackpot, lobbyLive),
    },
    playerState: jackpotState,
  };
};
