import type { FastifyBaseLogger } from 'fastify';
import type { AppClock } from '../../db/app-clock';
import { inTransaction, type Db } from '../../db/database';
import type { SettingsService } from '../settings/settings.service';
import {
  addToCounters,
  eventsAfter,
  lockCursor,
  saveCursor,
  type CounterStep,
  type OutboxEvent,
} from './events.repo';
import { REWARDS_RULES_KEY, RewardsRules } from './rewards-rules';

/** The engine's name on its cursor. */
export const REWARDS_CONSUMER = 'rewards';
/** Events read and applied per transaction. */
const BATCH = 500;

/** The outbox's event types the engine counts (their producers: docs/rewards.md). */
export const EventType = {
  BetSettled: 'bet.settled',
  DepositCredited: 'deposit.credited',
  UserRegistered: 'user.registered',
  UserSignedIn: 'user.signedIn',
  /** A phone verified (trigger on users), at registration or later. */
  PhoneVerified: 'user.phoneVerified',
  /** The safebox password set (trigger on safebox_passwords). */
  SafeboxPasswordSet: 'safebox.passwordSet',
  /** A climb of VIP levels, with the level-up bonus granted (the VIP rule). */
  VipLevelUp: 'vip.levelUp',
  /** A leaderboard prize granted (the rank prizes job). */
  RankPrize: 'rank.prize',
  /** A withdrawal paid, or rejected or failed with its reason (trigger on withdrawals). */
  WithdrawalPaid: 'withdrawal.paid',
  WithdrawalRefused: 'withdrawal.refused',
} as const;

/** What the counters count, per player and period (d, w, m, life). */
export const Metric = {
  /** Settled rounds with a bet. */
  Rounds: 'rounds',
  /** Their bets, hundredths. */
  Bets: 'bets',
  /** Their valid bets: each bet weighted by its game's wagering weight, hundredths. */
  ValidBets: 'validBets',
  /** Credited deposits. */
  Deposits: 'deposits',
  /** Their amounts, hundredths. */
  DepositAmount: 'depositAmount',
  SignIns: 'signIns',
  /** Phones verified (a task's bindPhone goal). */
  PhoneVerified: 'phoneVerified',
  /** Safebox passwords set. */
  SafeboxSet: 'safeboxSet',
  /** Players registered with this player as their inviter (`pid`). */
  Invites: 'invites',
  /** Liveness (prop 4001) claimed from rewards: the task chests' progress, not an event's. */
  Liveness: 'liveness',
} as const;

/** An integer of an event's payload, 0 when it holds none. */
export const numberIn = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
};

/** The counter steps an event makes. */
export const stepsOf = (event: OutboxEvent): CounterStep[] => {
  if (event.userId === null) return [];
  const step = (metric: string, value: number): CounterStep => ({
    userId: event.userId!,
    metric,
    at: event.createdAt,
    value,
  });
  switch (event.type) {
    case EventType.BetSettled:
      return [
        step(Metric.Rounds, 1),
        step(Metric.Bets, numberIn(event.payload, 'bet')),
        step(Metric.ValidBets, numberIn(event.payload, 'validBet')),
      ];
    case EventType.DepositCredited:
      return [
        step(Metric.Deposits, 1),
        step(Metric.DepositAmount, numberIn(event.payload, 'amount')),
      ];
    case EventType.UserSignedIn:
      return [step(Metric.SignIns, 1)];
    case EventType.PhoneVerified:
      return [step(Metric.PhoneVerified, 1)];
    case EventType.SafeboxPasswordSet:
      return [step(Metric.SafeboxSet, 1)];
    case EventType.UserRegistered: {
      // The inviter's count: the new player's `pid`.
      const pid = numberIn(event.payload, 'pid');
      return pid > 0 ? [{ ...step(Metric.Invites, 1), userId: pid }] : [];
    }
    default:
      return [];
  }
};

/** What a rule is told with each batch, inside the batch's transaction. */
export interface RuleContext {
  rules: RewardsRules;
  /** The test clock's offset, seconds (0 outside development). */
  offsetSeconds: number;
}

/**
 * A reward rule fed by the outbox (the sign-up bonus, VIP level-ups, tasks …): it sees each
 * event once, in the transaction that moves the cursor past it, so whatever it grants is granted
 * exactly once however often or wherever the engine runs.
 */
export interface EventRule {
  readonly name: string;
  onEvents(trx: Db, events: readonly OutboxEvent[], context: RuleContext): Promise<void>;
}

/**
 * The rewards engine's intake (docs/rewards.md): it reads the domain-events outbox in commit-safe
 * order, adds every event to its player's counters (per day, ISO week and month in the
 * operator's time zone, and lifetime) and hands the batch to the rules, all in one transaction
 * with its cursor. It never reaches into the games, deposits or accounts code: they publish,
 * it counts.
 */
export class RewardsEngine {
  private readonly rules: EventRule[] = [];

  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      clock: AppClock;
      log?: FastifyBaseLogger;
    },
  ) {}

  addRule(rule: EventRule) {
    this.rules.push(rule);
  }

  settings(): Promise<RewardsRules> {
    return this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
  }

  /** Applies the next batch of events; answers how many it applied. */
  async consumeBatch(limit = BATCH): Promise<number> {
    const rules = await this.settings();
    return inTransaction(this.deps.db, async (trx) => {
      const cursor = await lockCursor(trx, REWARDS_CONSUMER);
      const events = await eventsAfter(trx, cursor, limit);
      if (events.length === 0) return 0;
      const offsetSeconds = await this.deps.clock.offsetSeconds(trx);
      await addToCounters(trx, events.flatMap(stepsOf), rules.timeZone, offsetSeconds);
      for (const rule of this.rules) await rule.onEvents(trx, events, { rules, offsetSeconds });
      const last = events[events.length - 1]!;
      await saveCursor(trx, REWARDS_CONSUMER, { tx: last.tx, eventId: last.id });
      return events.length;
    });
  }

  /** Applies every event the outbox holds that can be read now; answers how many. */
  async consumeAll(limit = BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const applied = await this.consumeBatch(limit);
      total += applied;
      if (applied < limit) return total;
    }
  }
}
