import { sql } from 'kysely';
import type {
  GetVipInfoAnswer,
  VipAwardState,
  VipClaimAnswer,
  VipTaskItem,
} from '@lobby/contract/vip';
import { AppError, ErrorCode } from '../../core/app-error';
import { epochSeconds } from '../../core/epoch-seconds';
import { inTransaction, type Db } from '../../db/database';
import { coinOf, PropId, type Award } from '../rewards/awards';
import {
  claimableGrants,
  counterValueSql,
  countersAt,
  grantExistsSql,
  grantsByKeys,
  type Grant,
} from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';
import type { RewardsRules } from '../rewards/rewards.settings';
import { ActivityService } from '../rewards/activity-service';
import { EXP_E4, VipLevels } from './vip-levels';
import { VIP_ACTIVITIES, VipActivity, type VipTaskRule } from './vip.settings';
import { standingOf } from './vip.repo';
import { momentOf } from '../rewards/reward-moment';
import { daysAfter } from '../../core/days';

type Moment = Awaited<ReturnType<typeof momentOf>>;
type Period = VipTaskRule['period'];

/** A period's key in the moment (its counters' and its grants' key). */
const keyOf = (moment: Moment, period: Period) => moment.keys[period];
/** A counter's name for a period, as countersAt names them (`validBets:d`). */
const counterOf = (goal: VipTaskRule['goal'], period: Period) =>
  `${goal}:${{ day: 'd', week: 'w', month: 'm' }[period]}`;
/** A task's grant key: the task and its period, so it pays once per period. */
const taskKey = (task: VipTaskRule, moment: Moment) => `${task.id}:${keyOf(moment, task.period)}`;
/** The number in SQL that says which of reward_period_keys' keys a period is (1-based). */
const PERIOD_INDEX: Record<Period, number> = { day: 1, week: 2, month: 3 };

/** What a VIP award grants, when the player may have it. */
interface Due {
  activity: string;
  key: string;
  awards: Award[];
}

const stateOf = (grant: Grant | undefined, due: boolean): VipAwardState => {
  if (grant) return grant.status === 'claimable' ? 'claimable' : 'claimed';
  return due ? 'claimable' : 'unavailable';
};

/**
 * The VIP club's calls (docs/rewards/vip.md): the player's standing and what it can claim; the daily
 * award (once per operator day), the sign-in award (once per ISO week) and VIP tasks (once per
 * period) are granted when claimed, keyed by their period, then claimed like any grant: the
 * key makes concurrent calls share one grant, the grant's row lock makes them pay once.
 */
export class VipService extends ActivityService {
  private levels() {
    return new VipLevels(this.deps.config().levelConfigs);
  }

  /**
   * The daily or sign-in award of the level, the play it asks (its period's valid bets, a
   * multiple of the award) and that played so far; `due` when the level pays one and the play
   * is reached.
   */
  private periodAward(
    kind: 'daily' | 'signIn',
    level: number,
    moment: Moment,
    counters: Record<string, number>,
    rules: RewardsRules,
  ) {
    const terms = this.levels().of(level);
    const award = kind === 'daily' ? terms.dailyAward : terms.signInAward;
    const played = counters[`${Metric.ValidBets}:${kind === 'daily' ? 'd' : 'w'}`] ?? 0;
    const playNeeded = award * rules.vip.awardPlayMultiple;
    const due: Due | undefined =
      award <= 0 || played < playNeeded
        ? undefined
        : kind === 'daily'
          ? { activity: VipActivity.Daily, key: moment.keys.day, awards: [coin(award)] }
          : { activity: VipActivity.SignIn, key: moment.keys.week, awards: [coin(award)] };
    return { award, played: Math.min(played, playNeeded), playNeeded, due };
  }

  /** Each task with its progress this period and whether the player may claim it. */
  private tasksOf(
    tasks: readonly VipTaskRule[],
    level: number,
    moment: Moment,
    counters: Record<string, number>,
  ) {
    return tasks.map((task) => {
      const progress = Math.min(counters[counterOf(task.goal, task.period)] ?? 0, task.target);
      const open = level >= task.minLevel;
      return {
        task,
        progress,
        open,
        due:
          open && progress >= task.target
            ? { activity: VipActivity.Task, key: taskKey(task, moment), awards: task.awards }
            : undefined,
      };
    });
  }

  /** The player's VIP level (0 before any play), in the caller's transaction when given. */
  async levelOf(userId: number, db: Db = this.deps.db): Promise<number> {
    return (await standingOf(db, userId)).level;
  }

  /** The player's VIP level as SQL, for another system's one statement (the fund's red dot). */
  levelSql(userId: number) {
    return sql<number>`coalesce((select level from vip_standings where user_id = ${userId}), 0)`;
  }

  async info(userId: number): Promise<GetVipInfoAnswer> {
    const rules = await this.rules();
    const levels = this.levels();
    const db = this.deps.db;
    const moment = await momentOf(db, rules.timeZone);
    const [standing, counters, claimable] = await Promise.all([
      standingOf(db, userId),
      countersAt(db, userId, moment.now, rules.timeZone),
      claimableGrants(db, userId, { activities: { in: VIP_ACTIVITIES } }),
    ]);
    const { level } = standing;
    const exp = Math.floor(standing.expE4 / EXP_E4);
    const terms = levels.of(level);
    const next = levels.next(level);
    const daily = this.periodAward('daily', level, moment, counters, rules);
    const signIn = this.periodAward('signIn', level, moment, counters, rules);
    const tasks = this.tasksOf(rules.vip.tasks, level, moment, counters);
    const period = await grantsByKeys(
      db,
      userId,
      [VipActivity.Daily, VipActivity.SignIn, VipActivity.Task],
      [moment.keys.day, moment.keys.week, ...tasks.map((t) => taskKey(t.task, moment))],
    );
    const granted = (activity: string, key: string) =>
      period.find((g) => g.activity === activity && g.grantKey === key);
    const dailyGrant = granted(VipActivity.Daily, moment.keys.day);
    const signInGrant = granted(VipActivity.SignIn, moment.keys.week);
    const taskItems: VipTaskItem[] = tasks.map(({ task, progress, due }) => ({
      id: task.id,
      goal: task.goal,
      period: task.period,
      minLevel: task.minLevel,
      progress,
      target: task.target,
      awards: task.awards,
      state: stateOf(granted(VipActivity.Task, taskKey(task, moment)), due !== undefined),
    }));
    // Granted ones waiting, and those granted only when claimed that are due now.
    const notGranted = [
      !dailyGrant ? daily.due : undefined,
      !signInGrant ? signIn.due : undefined,
      ...tasks.map((t) => (granted(VipActivity.Task, taskKey(t.task, moment)) ? undefined : t.due)),
    ].filter((d): d is Due => d !== undefined);
    const todayValidBets = counters[`${Metric.ValidBets}:d`] ?? 0;
    const from = levels.of(level).needExp;
    return {
      level,
      exp,
      nextLevel: next?.level ?? null,
      needExp: next?.needExp ?? null,
      progress: next
        ? Math.max(0, Math.min(100, Math.floor(((exp - from) * 100) / (next.needExp - from || 1))))
        : 100,
      rebateBp: terms.rebateBp,
      daily: {
        award: daily.award,
        state: stateOf(dailyGrant, daily.due !== undefined),
        played: daily.played,
        playNeeded: daily.playNeeded,
      },
      signIn: {
        award: signIn.award,
        state: stateOf(signInGrant, signIn.due !== undefined),
        played: signIn.played,
        playNeeded: signIn.playNeeded,
      },
      tasks: taskItems,
      rebate: {
        todayValidBets,
        todayEstimate: Math.floor((todayValidBets * terms.rebateBp) / 10_000),
        claimable: claimable
          .filter((g) => g.activity === VipActivity.Rebate)
          .reduce((sum, g) => sum + g.coin, 0),
      },
      unclaimed: {
        count: claimable.length + notGranted.length,
        coin:
          claimable.reduce((sum, g) => sum + g.coin, 0) +
          notGranted.reduce((sum, d) => sum + coinOf(d.awards), 0),
      },
      dayEndsAt: epochSeconds(moment.dayEnds),
    };
  }

  /**
   * Grants what `due` answers for the player (in its transaction, at the player's level now),
   * unless this period's grant exists, then claims it.
   */
  private async grantThenClaim(
    userId: number,
    rules: RewardsRules,
    find: { activity: string; key: (moment: Moment) => string },
    due: (level: number, moment: Moment, trx: Db) => Promise<Due>,
  ): Promise<VipClaimAnswer> {
    let moment: Moment;
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      async (trx) => {
        moment = await momentOf(trx, rules.timeZone);
        return {
          activity: find.activity,
          key: find.key(moment),
          expiresAt: daysAfter(moment.now, rules.vip.claimDays),
        };
      },
      async (trx) => {
        const { level } = await standingOf(trx, userId);
        return (await due(level, moment, trx)).awards;
      },
    );
    return {
      grantId: answer.grantId,
      awards: answer.awards,
      money: await this.deps.centre.money(userId),
    };
  }

  /**
   * Today's award of the player's level: VIP_NO_AWARD when the level pays none, VIP_PLAY_NEEDED
   * before today's valid bets reach what it asks.
   */
  claimDaily(userId: number) {
    return this.claimPeriodAward(userId, 'daily');
  }

  /** This ISO week's sign-in award of the player's level, likewise with the week's bets. */
  claimSignIn(userId: number) {
    return this.claimPeriodAward(userId, 'signIn');
  }

  private async claimPeriodAward(userId: number, kind: 'daily' | 'signIn') {
    const rules = await this.rules();
    return this.grantThenClaim(
      userId,
      rules,
      {
        activity: kind === 'daily' ? VipActivity.Daily : VipActivity.SignIn,
        key: (m) => (kind === 'daily' ? m.keys.day : m.keys.week),
      },
      async (level, moment, trx) => {
        const counters = await countersAt(trx, userId, moment.now, rules.timeZone);
        const award = this.periodAward(kind, level, moment, counters, rules);
        if (award.award <= 0) throw new AppError(ErrorCode.VIP_NO_AWARD);
        if (!award.due) throw new AppError(ErrorCode.VIP_PLAY_NEEDED);
        return award.due;
      },
    );
  }

  /** A VIP task's award, once its goal is reached this period. */
  async claimTask(userId: number, id: number) {
    const rules = await this.rules();
    const task = rules.vip.tasks.find((t) => t.id === id);
    if (!task) throw new AppError(ErrorCode.VIP_TASK_NOT_FOUND);
    return this.grantThenClaim(
      userId,
      rules,
      { activity: VipActivity.Task, key: (m) => taskKey(task, m) },
      async (level, moment, trx) => {
        const counters = await countersAt(trx, userId, moment.now, rules.timeZone);
        const [state] = this.tasksOf([task], level, moment, counters);
        if (!state?.open) throw new AppError(ErrorCode.VIP_LEVEL_TOO_LOW);
        if (!state.due) throw new AppError(ErrorCode.VIP_TASK_NOT_REACHED);
        return state.due;
      },
    );
  }

  /**
   * Everything VIP the player can claim now: grants this period's daily and sign-in awards and
   * reached tasks, then claims every VIP and rebate grant waiting (level-up bonuses, rebate
   * …), each in its own transaction, as betBonusReceive claims a tab.
   */
  async claimAll(userId: number) {
    const rules = await this.rules();
    await inTransaction(this.deps.db, async (trx) => {
      const moment = await momentOf(trx, rules.timeZone);
      const { level } = await standingOf(trx, userId);
      const counters = await countersAt(trx, userId, moment.now, rules.timeZone);
      const due = [
        this.periodAward('daily', level, moment, counters, rules).due,
        this.periodAward('signIn', level, moment, counters, rules).due,
        ...this.tasksOf(rules.vip.tasks, level, moment, counters).map((t) => t.due),
      ].filter((d): d is Due => d !== undefined);
      const expiresAt = daysAfter(moment.now, rules.vip.claimDays);
      for (const award of due) await this.deps.grants.grant(trx, { userId, ...award, expiresAt });
    });
    return this.deps.centre.receiveAll(userId, { activities: { in: VIP_ACTIVITIES } });
  }

  /**
   * The red dot's rows of VIP awards granted only when claimed (docs/rewards/vip.md): today's daily
   * award and this week's sign-in award of the player's level, and reached tasks, not granted
   * yet. SQL for the red dots' one statement; the level tables are constants of the config.
   */
  async openAwards(userId: number) {
    const rules = await this.rules();
    const levels = this.levels();
    const tasks = rules.vip.tasks;
    const multiple = rules.vip.awardPlayMultiple;
    // The player's valid bets of the period the award's key names (1: day, 2: ISO week).
    const played = (period: 1 | 2) =>
      counterValueSql(userId, Metric.ValidBets, sql`s.keys[${sql.lit(period)}]`);
    return sql`
      select a.activity, 1 as n from (
        select coalesce((select level from vip_standings where user_id = ${userId}), 0) as level,
          reward_period_keys(app_now(), ${rules.timeZone}) as keys
      ) s
      cross join lateral (
        select ${VipActivity.Daily}::text as activity, s.keys[1] as grant_key
        where (${sql.val(levels.perLevel((l) => l.dailyAward))}::bigint[])[s.level + 1] > 0
          and ${played(1)} >= ${multiple}
            * (${sql.val(levels.perLevel((l) => l.dailyAward))}::bigint[])[s.level + 1]
        union all
        select ${VipActivity.SignIn}::text, s.keys[2]
        where (${sql.val(levels.perLevel((l) => l.signInAward))}::bigint[])[s.level + 1] > 0
          and ${played(2)} >= ${multiple}
            * (${sql.val(levels.perLevel((l) => l.signInAward))}::bigint[])[s.level + 1]
        union all
        select ${VipActivity.Task}::text, t.id || ':' || s.keys[t.p]
        from unnest(
          ${sql.val(tasks.map((t) => t.id))}::int[],
          ${sql.val(tasks.map((t) => t.goal))}::text[],
          ${sql.val(tasks.map((t) => PERIOD_INDEX[t.period]))}::int[],
          ${sql.val(tasks.map((t) => t.minLevel))}::int[],
          ${sql.val(tasks.map((t) => t.target))}::bigint[]
        ) as t (id, metric, p, min_level, target)
        join reward_counters c
          on c.user_id = ${userId} and c.metric = t.metric and c.period_key = s.keys[t.p]
        where s.level >= t.min_level and c.value >= t.target
      ) a
      where not ${grantExistsSql(userId, sql`a.activity`, sql`a.grant_key`)}
    `;
  }
}

const coin = (count: number): Award => ({ propId: PropId.Coin, count });
