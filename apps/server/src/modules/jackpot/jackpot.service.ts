import type {
  GetJackpotDrawInfoAnswer,
  GetJackpotRankAnswer,
  GetPersonJackpotDrawAwardLogAnswer,
  JackpotDraw,
  ReceiveDrawChanceAnswer,
} from '@lobby/contract/jackpot';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { ActivityType } from '@lobby/contract/values/enums';
import { jackpotDraw } from '@lobby/games/jackpot';
import {
  FloatStream,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
} from '@lobby/games/node/fairness';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import { withTransactionRetry } from '@/db/transaction-retry';
import { BUILT_ACTIVITY_TYPES } from '../activities/built-activities';
import type { BonusService } from '../bonus/bonus.service';
import { ActivityService, type ActivityServiceDeps } from '../rewards/activity-service';
import { PropId } from '../rewards/awards';
import { maskNickname } from '../rank/rank.service';
import type { RewardsRules } from '../rewards/rewards.settings';
import { liveNowSql } from '../rewards/activity-window';
import {
  drawRefusal,
  jackpotClaimableSql,
  jackpotFlagSql,
  type DrawRefusal,
} from './jackpot-claimable';
import {
  addChances,
  advanceSeeds,
  chancesOf,
  drawByNonce,
  drawsPage,
  insertDraw,
  insertSeeds,
  lockSeeds,
  seedsOf,
  spendChance,
  type DrawRow,
} from './jackpot-draws.repo';
import { infoRow } from './jackpot-page.repo';
import { payPrize, payTier } from './jackpot-payouts';
import {
  cellsView,
  drawableCells,
  poolsView,
  rankSection,
  wheelView,
  type DrawableCell,
} from './jackpot-pools';
import { addWinnings, rankPage } from './jackpot-rank.repo';
import { tierOfProp, type JackpotRules } from './jackpot.settings';

/** The latest tier wins the page's scroller shows. */
const WINNERS = 20;

const drawOf = (row: DrawRow): JackpotDraw => ({
  id: Number(row.id),
  type: row.type === 2 ? 2 : 1,
  cellIndex: row.cell_index,
  cellId: row.cell_id,
  propId: row.prop_id,
  count: Number(row.count),
  bonus: Number(row.bonus),
  wheelSector: row.wheel_sector,
  shareBp: row.share_bp,
  amountSection:
    row.section_min === null || row.section_max === null
      ? null
      : { min: Number(row.section_min), max: Number(row.section_max) },
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  createTime: epochSeconds(new Date(row.created_at)),
});

const refuseNonce = (message: string) =>
  new AppError(ErrorCode.BAD_REQUEST, { issues: [{ path: 'nonce', message }] });

/** The errcode of each refusal of a draw. */
const drawRefusals: Record<DrawRefusal, ErrorCode> = {
  closed: ErrorCode.DRAW_ACTIVITY_CLOSED,
  noChance: ErrorCode.DRAW_NO_CHANCE,
  dailyLimit: ErrorCode.DRAW_DAILY_LIMIT,
};

/**
 * The lucky jackpot (docs/rewards/jackpot.md, ADR 0035): draw chances earned by
 * deposits (the engine's rule) and by prop 50000; provably fair draws of one cell of the grid by
 * weight (the next draw's seed committed by its hash, revealed with the draw), a fixed prize
 * paid through the engine's grants, a tier paid by the wheel's share of its pool from the pool's
 * ledger account under its row lock (jackpot-payouts.ts); the record, the week's ranking and the
 * red dot.
 */
export class JackpotService extends ActivityService {
  constructor(private readonly jackpot: ActivityServiceDeps & { bonus: BonusService }) {
    super(jackpot);
    // A claimed prop 50000 is a draw chance, added in the claim's transaction.
    jackpot.grants.payProp(PropId.DrawChance, (trx, award) =>
      addChances(trx, award.userId, award.count).then(() => undefined),
    );
  }

  private liveAt(now: Date, cells: readonly DrawableCell[]) {
    return cells.length > 0 && this.live(ActivityType.LuckyJackpot, now);
  }

  /** The first draw's seed committed, unless one is; of two first reads at once, one does. */
  private async commitFirstSeeds(userId: number) {
    const serverSeed = generateServerSeed();
    await insertSeeds(this.deps.db, {
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: generateClientSeed(),
    });
  }

  /** The draw page: chances, the pools, the cells and the wheel, the next draw's commitment. */
  async info(userId: number): Promise<GetJackpotDrawInfoAnswer> {
    const rewards = await this.rules();
    const rules = rewards.jackpot;
    const row = await infoRow(this.deps.db, {
      userId,
      tz: rewards.timeZone,
      winners: WINNERS,
      claimable: jackpotClaimableSql(userId, this.claimableInput(rewards)),
    });
    let seeds = row.seeds;
    if (!seeds) {
      await this.commitFirstSeeds(userId);
      seeds = (await seedsOf(this.deps.db, userId))!;
    }
    const cells = drawableCells(this.deps.config(), rewards);
    const live = this.liveAt(row.now, cells);
    const pools = poolsView(row.pools, rules);
    return {
      live,
      now: epochSeconds(row.now),
      canReceiveDrawChance: row.claimable,
      chances: row.chances,
      needDeposit: needDeposit(rules, row.depositedToday, row.earnedToday),
      depositPerChance: rules.depositPerChance,
      dailyChanceLimit: rules.dailyChanceLimit,
      chancesEarnedToday: row.earnedToday,
      total: pools.mega.amount + pools.major.amount + pools.minor.amount + pools.mini.amount,
      ...pools,
      cells: cellsView(cells, pools),
      wheel: wheelView(rules.wheel),
      seeds,
      jackpotWinnerList: row.wins.map((w) => ({
        id: w.id,
        nickname: maskNickname(w.nickname),
        avatar: w.avatar,
        tier: w.tier,
        propId: w.propId,
        amount: w.amount,
        createTime: epochSeconds(w.createdAt),
      })),
    };
  }

  /**
   * One draw, under the player's seeds row lock. The nonce names it: the current one draws
   * (spending a chance), an earlier one answers that draw again and spends nothing, a later one
   * is refused. Everything it pays is paid in the transaction that records it.
   */
  async draw(
    userId: number,
    input: { nonce?: number | undefined; clientSeed?: string | undefined },
  ): Promise<ReceiveDrawChanceAnswer> {
    const rewards = await this.rules();
    // Without a nonce the server names the next draw: its seed is committed first, if the
    // player never read the draw page (the commitment then simply is not shown in advance).
    if (input.nonce === undefined) await this.commitFirstSeeds(userId);
    const terms = await this.deps.grants.claimTerms();
    const cells = drawableCells(this.deps.config(), rewards);
    const row = await withTransactionRetry(this.deps.db, async (trx) => {
      const seeds = await lockSeeds(trx, userId, rewards.timeZone);
      if (!seeds) throw refuseNonce('no draw is committed yet: read getJackpotDrawInfo first');
      const nonce = input.nonce ?? seeds.nonce;
      if (nonce < seeds.nonce) return (await drawByNonce(trx, userId, nonce))!;
      if (nonce > seeds.nonce) throw refuseNonce(`the next draw's nonce is ${seeds.nonce}`);
      const refusal = await drawRefusal(trx, userId, this.claimableInput(rewards));
      if (refusal !== null) throw new AppError(drawRefusals[refusal]);
      // Only a draw spends a chance, under the seeds' lock: the predicate's chance is still held.
      if ((await spendChance(trx, userId)) === undefined)
        throw new AppError(ErrorCode.DRAW_NO_CHANCE);
      const clientSeed = input.clientSeed ?? seeds.client_seed;
      const outcome = jackpotDraw(
        new FloatStream({ serverSeed: seeds.server_seed, clientSeed, nonce: seeds.nonce }),
        cells.map((c) => ({ weight: c.weight, type: c.cell.type })),
        rewards.jackpot.wheel.map((s) => s.weight),
      );
      const { cell } = cells[outcome.cell]!;
      const at = { userId, nonce: seeds.nonce, now: seeds.now };
      const tier = cell.type === 2 ? tierOfProp(cell.propId) : null;
      const paid = tier
        ? await payTier(this.jackpot.bonus, trx, at, {
            tier,
            sector: outcome.wheelSector!,
            rewards,
            terms,
          })
        : await payPrize(this.deps.grants, trx, at, {
            propId: cell.propId,
            count: cell.count,
            rewards,
            terms,
          });
      const draw = await insertDraw(trx, {
        ...paid,
        userId,
        nonce: seeds.nonce,
        cellIndex: outcome.cell,
        cellId: cell.id,
        type: cell.type,
        propId: cell.propId,
        serverSeed: seeds.server_seed,
        serverSeedHash: seeds.server_seed_hash,
        clientSeed,
        dayKey: seeds.day,
      });
      const next = generateServerSeed();
      await advanceSeeds(trx, userId, {
        serverSeed: next,
        serverSeedHash: hashServerSeed(next),
        clientSeed,
      });
      if (paid.bonus > 0)
        await addWinnings(trx, { userId, weekKey: seeds.week, amount: paid.bonus });
      return draw;
    });
    const [chances, seeds, money] = await Promise.all([
      chancesOf(this.deps.db, userId),
      seedsOf(this.deps.db, userId),
      this.deps.centre.money(userId),
    ]);
    return { ...drawOf(row), chances, seeds: seeds!, money };
  }

  /** The player's draws, newest first. */
  async record(userId: number, input: PageRequest): Promise<GetPersonJackpotDrawAwardLogAnswer> {
    const { total, list } = await drawsPage(this.deps.db, userId, {
      limit: input.pageSize,
      offset: (input.pageNum - 1) * input.pageSize,
    });
    return pageAnswer(list.map(drawOf), total, input);
  }

  /** The ISO week's ranking by jackpot winnings (coin), amounts shown as their sections. */
  async rank(userId: number, input: PageRequest): Promise<GetJackpotRankAnswer> {
    const rewards = await this.rules();
    const steps = rewards.jackpot.rankSteps;
    const { total, list, mine } = await rankPage(this.deps.db, {
      userId,
      tz: rewards.timeZone,
      limit: input.pageSize,
      offset: (input.pageNum - 1) * input.pageSize,
    });
    const entry = (r: (typeof list)[number]) => ({
      id: r.id,
      rank: r.rank,
      avatar: r.avatar,
      nickname: maskNickname(r.nickname),
      amountSection: rankSection(r.amount, steps),
      createTime: epochSeconds(r.lastAt),
      me: r.userId === userId,
    });
    return {
      allRank: pageAnswer(list.map(entry), total, input),
      personRank: mine ? { ...entry(mine), amount: mine.amount } : null,
    };
  }

  /**
   * What the draw's, the page's and the red dot's predicate reads: the jackpot's windows (none
   * while no cell can be drawn), the zone and the daily limit.
   */
  private claimableInput(rewards: RewardsRules) {
    const configured =
      BUILT_ACTIVITY_TYPES.has(ActivityType.LuckyJackpot) &&
      drawableCells(this.deps.config(), rewards).length > 0
        ? this.deps.config().activities.filter((a) => a.type === ActivityType.LuckyJackpot)
        : [];
    return {
      live: liveNowSql(configured),
      tz: rewards.timeZone,
      dailyDrawLimit: rewards.jackpot.dailyDrawLimit,
    };
  }

  /** The red dot's row for activityGetStatusList's one statement. */
  async flagRows(userId: number) {
    return jackpotFlagSql(userId, this.claimableInput(await this.rules()));
  }
}

/**
 * What the player must still deposit today for their next chance: the rest of the next
 * `depositPerChance` step past what the day's deposits earned; 0 once the day's chances are all
 * earned.
 */
export const needDeposit = (rules: JackpotRules, depositedToday: number, earnedToday: number) =>
  earnedToday >= rules.dailyChanceLimit
    ? 0
    : Math.max(1, rules.depositPerChance * (earnedToday + 1) - depositedToday);
