import { z } from 'zod';
import { TaskGoal } from './app-config';
import { bodyOf, RequestId } from './common';
import { AwardItem, MoneySummary } from './rewards';

/**
 * Tasks and their liveness chests (docs/rewards/tasks.md): newbie tasks once ever, daily ones
 * per operator day, weekly ones per ISO week; chests open at thresholds of the day's or the
 * week's liveness.
 */

const EpochSeconds = z.number().int();

/**
 * Where a task or chest stands for the player this period: `doing` (goal not reached),
 * `claimable`, or `claimed`.
 */
export const TaskState = z.enum(['doing', 'claimable', 'claimed']);
export type TaskState = z.infer<typeof TaskState>;

export const TaskKind = z.enum(['newbie', 'daily', 'weekly']);
export type TaskKind = z.infer<typeof TaskKind>;

/** One task as the player sees it this period. */
export const TaskItem = z.object({
  id: z.number().int().positive(),
  kind: TaskKind,
  title: z.string(),
  goal: TaskGoal,
  /** Counted so far this period (hundredths for amounts, a count otherwise), at most `target`. */
  progress: z.number().int().min(0),
  target: z.number().int().positive(),
  awards: z.array(AwardItem),
  state: TaskState,
  /** Done in the client (share, open the download, visit a page): its "Go" calls finishTask. */
  clientGoal: z.boolean(),
  /** Where a client-completed task's "Go" leads (a lobby path), when it leads somewhere. */
  action: z.string().nullable(),
});
export type TaskItem = z.infer<typeof TaskItem>;

/** A chest: opens once per period when the period's liveness reaches `threshold`. */
export const TaskChest = z.object({
  id: z.number().int().positive(),
  /** Liveness (hundredths) of the day or week it asks. */
  threshold: z.number().int().positive(),
  awards: z.array(AwardItem),
  state: TaskState,
});
export type TaskChest = z.infer<typeof TaskChest>;

const ChestRow = z.object({
  /** The player's liveness this period (hundredths). */
  liveness: z.number().int().min(0),
  chests: z.array(TaskChest),
  /** When the period ends, by the lobby's clock: its tasks and chests start again. */
  endsAt: EpochSeconds,
});

export const GetTaskUserRequest = bodyOf({});
export const GetTaskUserAnswer = z.object({
  newbie: z.array(TaskItem),
  daily: z.array(TaskItem),
  weekly: z.array(TaskItem),
  /** The day's chests (operator's day) and the week's (ISO week, from Monday). */
  dailyChests: ChestRow,
  weeklyChests: ChestRow,
});
export type GetTaskUserAnswer = z.infer<typeof GetTaskUserAnswer>;

/** A client-completed task done: recorded once per period; a repeat answers the same. */
export const FinishTaskRequest = bodyOf({ id: RequestId });
export const FinishTaskAnswer = z.object({
  id: z.number().int().positive(),
  progress: z.number().int().min(0),
  target: z.number().int().positive(),
});
export type FinishTaskAnswer = z.infer<typeof FinishTaskAnswer>;

export const ReceiveTaskAwardRequest = bodyOf({ id: RequestId });
export const ReceiveTaskChestRequest = bodyOf({ id: RequestId });

/** What a task or chest claim paid (for the reward modal), and the player's money after. */
export const TaskClaimAnswer = z.object({
  grantId: z.number().int(),
  awards: z.array(AwardItem),
  money: MoneySummary,
});
export type TaskClaimAnswer = z.infer<typeof TaskClaimAnswer>;
