import { z } from 'zod';
import type { TaskConfig, TaskGoal } from '@lobby/contract/app-config';
import { CLIENT_TASK_GOALS } from '@lobby/contract/app-config';
import { CoinOrPointsAwards, PropId, type Award } from '../rewards/awards';
import { Metric } from '../rewards/rewards-events';

/** The tasks' activities (their grants), both in the bonus centre's tasks tab. */
export const TaskActivity = {
  Task: 'task',
  Chest: 'task-chest',
} as const;

/** A task's period by its kind, as the index of reward_period_keys (1 day, 2 week, 4 life). */
export const KIND_PERIOD = { daily: 1, weekly: 2, newbie: 4 } as const;
/** A chest's period, likewise. */
export const CHEST_PERIOD = { day: 1, week: 2 } as const;

/** The counter each goal the server counts reads; a client goal reads its own (`finish:<id>`). */
const GOAL_METRIC: Record<Exclude<TaskGoal, 'share' | 'openDownload' | 'visitPage'>, string> = {
  bet: Metric.ValidBets,
  deposit: Metric.DepositAmount,
  deposits: Metric.Deposits,
  rounds: Metric.Rounds,
  signIn: Metric.SignIns,
  bindPhone: Metric.PhoneVerified,
  safeboxPassword: Metric.SafeboxSet,
  invite: Metric.Invites,
};

export const isClientGoal = (goal: TaskGoal) => CLIENT_TASK_GOALS.includes(goal);

/** The counter a task's progress is: its goal's metric, or the client's record of it. */
export const metricOf = (task: Pick<TaskConfig, 'id' | 'goal'>) =>
  isClientGoal(task.goal)
    ? `finish:${task.id}`
    : GOAL_METRIC[task.goal as keyof typeof GOAL_METRIC];

/** What a task pays: its prop, and its liveness besides. */
export const taskAwards = (task: TaskConfig): Award[] => {
  const awards: Award[] = [];
  if (task.count > 0) awards.push({ propId: task.propId, count: task.count });
  if ((task.liveness ?? 0) > 0) awards.push({ propId: PropId.Liveness, count: task.liveness! });
  return awards;
};

/** One chest: opens when the period's liveness (hundredths) reaches `threshold`. */
export const TaskChestRule = z.object({
  id: z.number().int().positive(),
  period: z.enum(['day', 'week']),
  threshold: z.number().int().positive(),
  /** Coin (2001) or points (2002): never liveness, which would feed the chests themselves. */
  awards: CoinOrPointsAwards,
});
export type TaskChestRule = z.infer<typeof TaskChestRule>;

/**
 * The default chests: three a day, two a week. The first ones, which the free goals (signing
 * in, sharing, depositing) reach, pay points; coin only where the liveness asks for play whose
 * house edge is far above it (task-economics.test.ts).
 */
const DEFAULT_CHESTS: TaskChestRule[] = [
  { id: 1, period: 'day', threshold: 3_000, awards: [{ propId: PropId.Points, count: 500 }] },
  { id: 2, period: 'day', threshold: 6_000, awards: [{ propId: PropId.Points, count: 1_000 }] },
  { id: 3, period: 'day', threshold: 12_000, awards: [{ propId: PropId.Coin, count: 100 }] },
  { id: 11, period: 'week', threshold: 30_000, awards: [{ propId: PropId.Points, count: 5_000 }] },
  { id: 12, period: 'week', threshold: 100_000, awards: [{ propId: PropId.Coin, count: 300 }] },
];

/**
 * The tasks' rules, in the `rewards` setting under `tasks` (docs/rewards/tasks.md). The tasks
 * themselves (titles, goals, awards) are the app config's `tasks`, which the client shows.
 */
export const TaskRules = z
  .object({
    /** Days a task or chest grant stays claimable, should its claim be refused (budget, cap). */
    claimDays: z.number().int().min(1).max(365).default(7),
    chests: z
      .array(TaskChestRule)
      .refine((c) => new Set(c.map((x) => x.id)).size === c.length, 'chest ids unique')
      .default(DEFAULT_CHESTS),
  })
  .default({ claimDays: 7, chests: DEFAULT_CHESTS });
export type TaskRules = z.infer<typeof TaskRules>;
