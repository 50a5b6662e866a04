import { sql } from 'kysely';
import type {
  GetVipInfoAnswer,
  VipAwardState,
  VipClaimAnswer,
  VipTaskItem,
} from '@lobby/contract/vip';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import { inTransaction } from '@/db/database';
import { coinOf, PropId, type Award } from '../rewards/awards';
import { claimableGrants, countersAt } from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';
import type { RewardsRules } from '../rewards/rewards.settings';
import { ActivityService } from '../rewards/activity-service';
import { EXP_E4, VipLevels } from './vip-levels';
import { VIP_ACTIVITIES, VipActivity, type VipTaskRule } from './vip.settings';
import { standingOf } from './vip.repo';
import {
  claimableVipAwards,
  vipAwardOf,
  vipAwardsOf,
  vipRedDotSql,
  type VipAwardRow,
  type VipTerms,
} from './vip-claimable';
import { momentOf } from '../rewards/reward-moment';
import { daysAfter } from '@/core/days';

type Period = VipTaskRule['period'];

/** A counter's name for a period, as countersAt names them (`validBets:d`). */
const counterOf = (goal: VipTaskRule['goal'], period: Period) =>
  `${goal}:${{ day: 'd', week: 'w', month: 'm' }[period]}`;

/** An award's state: by its grant when granted, else by the predicate's refusal. */
const stateOf = (row: VipAwardRow & { status: string | null }): VipAwardState => {
  if (row.status !== null) return row.status === 'claimable' ? 'claimable' : 'claimed';
  return row.refusal === null ? 'claimable' : 'unavailable';
};

/**
 * The VIP club's calls (docs/rewards/vip.md): the player's standing and what it can claim; the daily
 * award (once per operator day), the sign-in award (once per ISO week) and VIP tasks (once per
 * period) are granted when claimed, keyed by their period, then claimed like any grant: the
 * key makes concurrent calls share one grant, the grant's row lock makes them pay once. Whether
 * one may be claimed is the predicate of vip-claimable.ts, which the red dot reads too.
 */
export class VipService extends ActivityService {
  private levels() {
    return new VipLevels(this.deps.config().levelConfigs);
  }

  private terms(rules: RewardsRules): VipTerms {
    return {
      tz: rules.timeZone,
      levels: this.levels(),
      awardPlayMultiple: rules.vip.awardPlayMultiple,
      tasks: rules.vip.tasks,
    };
  }

  /** What an award of the predicate pays: its level's coin, or its task's awards. */
  private awardsOf(row: VipAwardRow, tasks: readonly VipTaskRule[]): Award[] {
    if (row.task_id === null) return [coin(Number(row.coin))];
    return tasks.find((t) => t.id === row.task_id)!.awards;
  }

  /**
   * The daily or sign-in award of the level, the play it asks (its period's valid bets, a
   * multiple of the award) and that played so far: what the page shows.
   */
  private periodAward(
    kind: 'daily' | 'signIn',
    level: number,
    counters: Record<string, number>,
    rules: RewardsRules,
  ) {
    const terms = this.levels().of(level);
    const award = kind === 'daily' ? terms.dailyAward : terms.signInAward;
    const played = counters[`${Metric.ValidBets}:${kind === 'daily' ? 'd' : 'w'}`] ?? 0;
    const playNeeded = award * rules.vip.awardPlayMultiple;
    return { award, played: Math.min(played, playNeeded), playNeeded };
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
    const [standing, counters, claimable, awards] = await Promise.all([
      standingOf(db, userId),
      countersAt(db, userId, moment.now, rules.timeZone),
      claimableGrants(db, userId, { activities: { in: VIP_ACTIVITIES } }),
      vipAwardsOf(db, userId, this.terms(rules)),
    ]);
    const { level } = standing;
    const exp = Math.floor(standing.expE4 / EXP_E4);
    const terms = levels.of(level);
    const next = levels.next(level);
    const daily = this.periodAward('daily', level, counters, rules);
    const signIn = this.periodAward('signIn', level, counters, rules);
    const row = (activity: string, taskId: number | null = null) =>
      awards.find((a) => a.activity === activity && a.task_id === taskId)!;
    const taskItems: VipTaskItem[] = rules.vip.tasks.map((task) => ({
      id: task.id,
      goal: task.goal,
      period: task.period,
      minLevel: task.minLevel,
      progress: Math.min(counters[counterOf(task.goal, task.period)] ?? 0, task.target),
      target: task.target,
      awards: task.awards,
      state: stateOf(row(VipActivity.Task, task.id)),
    }));
    // Granted ones waiting, and those granted only when claimed that may be claimed now.
    const notGranted = awards.filter((a) => a.status === null && a.refusal === null);
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
      daily: { ...daily, state: stateOf(row(VipActivity.Daily)) },
      signIn: { ...signIn, state: stateOf(row(VipActivity.SignIn)) },
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
          notGranted.reduce((sum, a) => sum + coinOf(this.awardsOf(a, rules.vip.tasks)), 0),
      },
      dayEndsAt: epochSeconds(moment.dayEnds),
    };
  }

  /**
   * Grants the award of the predicate's row for `activity` (and task), unless this period's
   * grant exists, refusing with the predicate's errcode when it may not be claimed now; then
   * claims it.
   */
  private async grantThenClaim(
    userId: number,
    activity: string,
    task: VipTaskRule | null,
  ): Promise<VipClaimAnswer> {
    const rules = await this.rules();
    let award: Awaited<ReturnType<typeof vipAwardOf>>;
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      async (trx) => {
        award = await vipAwardOf(trx, userId, this.terms(rules), activity, task?.id ?? null);
        return {
          activity,
          key: award.grant_key,
          expiresAt: daysAfter(award.now, rules.vip.claimDays),
        };
      },
      async () => {
        if (award.refusal !== null) throw new AppError(award.refusal);
        return this.awardsOf(award, rules.vip.tasks);
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
    return this.grantThenClaim(userId, VipActivity.Daily, null);
  }

  /** This ISO week's sign-in award of the player's level, likewise with the week's bets. */
  claimSignIn(userId: number) {
    return this.grantThenClaim(userId, VipActivity.SignIn, null);
  }

  /**
   * A VIP task's award, once its goal is reached this period: VIP_LEVEL_TOO_LOW below its level,
   * VIP_TASK_NOT_REACHED before its goal.
   */
  async claimTask(userId: number, id: number) {
    const task = (await this.rules()).vip.tasks.find((t) => t.id === id);
    if (!task) throw new AppError(ErrorCode.VIP_TASK_NOT_FOUND);
    return this.grantThenClaim(userId, VipActivity.Task, task);
  }

  /**
   * Everything VIP the player can claim now: grants what the predicate lets them claim (this
   * period's daily and sign-in awards, reached tasks), then claims every VIP and rebate grant
   * waiting (level-up bonuses, rebate …), each in its own transaction, as betBonusReceive claims
   * a tab.
   */
  async claimAll(userId: number) {
    const rules = await this.rules();
    await inTransaction(this.deps.db, async (trx) => {
      for (const award of await claimableVipAwards(trx, userId, this.terms(rules))) {
        await this.deps.grants.grant(trx, {
          userId,
          activity: award.activity,
          key: award.grant_key,
          awards: this.awardsOf(award, rules.vip.tasks),
          expiresAt: daysAfter(new Date(award.now), rules.vip.claimDays),
        });
      }
    });
    return this.deps.centre.receiveAll(userId, { activities: { in: VIP_ACTIVITIES } });
  }

  /**
   * The red dot's rows of VIP awards granted only when claimed (docs/rewards/vip.md): those the
   * predicate lets a claim have, not granted yet. SQL for the red dots' one statement.
   */
  async openAwards(userId: number) {
    return vipRedDotSql(userId, this.terms(await this.rules()));
  }
}

const coin = (count: number): Award => ({ propId: PropId.Coin, count });
