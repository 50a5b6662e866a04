import { z } from 'zod';
import { ActivityClickType, ActivityType, isJackpotTier, PropId } from '../values/enums';
import { couponKindOf } from '../values/coupons';
import { isHttpsUrl } from '../values/link-urls';
import { Id, Money, Text, Url } from './fields';

// The App config's rewards: VIP levels, activities, tasks, the agent programme, the red packet and
// the lucky jackpot's cells, with the checks a saved config must pass.

export const VipMapEntry = z.object({
  name: Text(32),
  icon: Url,
  needExp: z.number().int().min(0),
});

export const LevelConfig = z.object({
  level: z.number().int().min(0).max(100),
  needExp: z.number().int().min(0),
  dailyAward: Money,
  signInAward: Money,
  levelUpBonus: Money,
  /** Rebate of valid bets in basis points. */
  rebateBp: z.number().int().min(0).max(10_000),
  dailyWithdrawTimes: z.number().int().min(0),
  dailyWithdrawLimit: Money,
});
export type LevelConfig = z.infer<typeof LevelConfig>;

export const Activity = z
  .object({
    id: Id,
    type: z.union(Object.values(ActivityType).map((t) => z.literal(t))),
    name: Text(64),
    title: Text(128),
    sort: z.number().int(),
    clickType: z.union(Object.values(ActivityClickType).map((t) => z.literal(t))),
    /** A route name, an outside URL or a game id, by clickType. */
    clickAction: Text(2048),
    /** 0: a signed-out player is sent to sign-in; 1: shown to everyone. */
    unloginShowStatus: z.union([z.literal(0), z.literal(1)]),
    icon: Url,
    banner: Url.nullable(),
    /** Shown as a start-up modal (once per session, in activity order). */
    popup: z.boolean(),
    startTime: z.number().int().nullable(),
    endTime: z.number().int().nullable(),
  })
  // An outside link opens in a new tab: an https: page only (docs/security.md, L11).
  .refine((a) => a.clickType !== ActivityClickType.OutLink || isHttpsUrl(a.clickAction), {
    message: 'an outside link must be an https: URL',
    path: ['clickAction'],
  });
export type Activity = z.infer<typeof Activity>;

/**
 * What a task counts (docs/rewards/tasks.md). The server counts every goal but the
 * client-completed ones from the events it publishes: `bet` valid bets (hundredths), `deposit`
 * the amount deposited (hundredths), `deposits` credited deposits (a newbie `deposits` of 1 is the
 * first deposit), `rounds` settled rounds, `signIn` sign-ins, `bindPhone` a phone verified,
 * `safeboxPassword` the safebox password set, `invite` players registered with the player's
 * invite. `share`, `openDownload` and `visitPage` are done in the client, which says so with
 * `finishTask`.
 */
export const TaskGoal = z.enum([
  'bet',
  'deposit',
  'deposits',
  'rounds',
  'signIn',
  'bindPhone',
  'safeboxPassword',
  'invite',
  'share',
  'openDownload',
  'visitPage',
]);
export type TaskGoal = z.infer<typeof TaskGoal>;

/** The goals the client completes itself and reports with finishTask; the server counts the rest. */
export const CLIENT_TASK_GOALS: readonly TaskGoal[] = ['share', 'openDownload', 'visitPage'];

/**
 * One task: `kind` is its period (newbie: once ever; daily: the operator's day; weekly: the ISO
 * week), `target` what its goal must reach, and it pays `count` of `propId` (coin 2001, points
 * 2002, liveness 4001) plus `liveness` (prop 4001, the chests' progress). Coin is paid only for a
 * `bet` goal: every other goal costs a farmer nothing (a deposit can be withdrawn, rounds can be
 * played at the smallest bet, invites and the client's goals are free to fake).
 */
export const TaskConfig = z.object({
  id: Id,
  kind: z.enum(['daily', 'weekly', 'newbie']),
  goal: TaskGoal,
  target: z.number().int().positive(),
  title: Text(128),
  propId: z.union([z.literal(2001), z.literal(2002), z.literal(4001)]),
  count: z.number().int().min(0),
  /** Liveness (prop 4001, hundredths) the task pays besides its prop. */
  liveness: z.number().int().min(0).optional(),
  /** Where the "Go" button of a client-completed task leads: a path of the lobby. */
  action: z
    .string()
    .regex(/^\/[A-Za-z0-9/_?=&.-]*$/)
    .max(256)
    .optional(),
  sort: z.number().int(),
});

export type TaskConfig = z.infer<typeof TaskConfig>;

/**
 * What is wrong with a task the server would not pay as configured, or null: coin for any goal
 * but `bet`, a client goal whose target is not 1, or no award at all. A config holding one is
 * refused when it is saved; a stored one is not offered.
 */
export const taskConfigProblem = (t: TaskConfig): string | null => {
  if (t.propId === 2001 && t.count > 0 && t.goal !== 'bet')
    return 'only a bet goal pays coin (2001)';
  if (CLIENT_TASK_GOALS.includes(t.goal) && t.target !== 1)
    return 'a client-completed task is done once: target 1';
  if (t.count === 0 && (t.liveness ?? 0) === 0) return 'a task pays something';
  return null;
};

export const Agent5Config = z.object({
  levels: z.array(
    z.object({
      level: z.number().int().min(1).max(5),
      rebateBp: z.number().int().min(0).max(10_000),
    }),
  ),
  validInviteDeposit: Money,
  validInviteReward: Money,
});

export const RedPacketConfig = z.object({
  enabled: z.boolean(),
  minAmount: Money,
  maxAmount: Money,
  /** Hours of the day (0–23, UTC) at which a red packet opens. */
  hours: z.array(z.number().int().min(0).max(23)),
});

export const JackpotAward = z.object({
  id: Id,
  /** 1 a plain prize; 2 a jackpot tier (mega/major/minor/mini) paid from its pool. */
  type: z.union([z.literal(1), z.literal(2)]),
  propId: z.number().int().positive(),
  count: z.number().int().min(0),
  showNum: z.number().int().min(0),
});
export type JackpotAward = z.infer<typeof JackpotAward>;

/** Prop 50000: one lucky-jackpot draw chance (a count of chances, not hundredths). */
export const DRAW_CHANCE_PROP = 50_000;

/**
 * What is wrong with the lucky jackpot's cells the server would not draw as configured, one line
 * per problem (docs/rewards/jackpot.md): a jackpot cell (type 2) names a tier
 * (50001–50004), each tier once; a fixed prize (type 1) pays coin, points, a coupon or a draw
 * chance (50000), a count above 0. A config holding one is refused when it is saved; a stored
 * cell that breaks them is not drawn.
 */
export const jackpotCellsProblems = (cells: readonly JackpotAward[]): string[] => {
  const problems: string[] = [];
  const tiers = new Set<number>();
  for (const cell of cells) {
    const problem = jackpotCellProblem(cell);
    if (problem) problems.push(`cell ${cell.id}: ${problem}`);
    if (cell.type === 2 && isJackpotTier(cell.propId)) {
      if (tiers.has(cell.propId)) problems.push(`cell ${cell.id}: tier ${cell.propId} twice`);
      tiers.add(cell.propId);
    }
  }
  return problems;
};

/** One cell's problem (see jackpotCellsProblems), or null. */
export const jackpotCellProblem = (cell: JackpotAward): string | null => {
  if (cell.type === 2)
    return isJackpotTier(cell.propId) ? null : 'a jackpot cell names a tier (50001–50004)';
  const payable =
    cell.propId === PropId.Coin ||
    cell.propId === PropId.Points ||
    cell.propId === DRAW_CHANCE_PROP ||
    couponKindOf(cell.propId) !== null;
  if (!payable) return 'a prize pays coin (2001), points (2002), a coupon or a draw chance (50000)';
  return cell.count > 0 ? null : 'a prize pays a count above 0';
};
