import type { CounterStep } from './events.repo';
import type { OutboxEvent } from './events.repo';

/** The outbox's event types the engine counts (their producers: docs/rewards/README.md). */
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
