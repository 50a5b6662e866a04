import type { JackpotTierValue } from '@lobby/contract/jackpot';
import { sql } from 'kysely';
import { AppError, ErrorCode, isAppError } from '@/core/app-error';
import { daysAfter } from '@/core/days';
import type { Db } from '@/db/database';
import { sqlStateOf } from '@/db/errors';
import { jackpotPoolAccount, lockHouseBalance, promotionsAccount, transfer } from '@/ledger/ledger';
import type { BonusService } from '../bonus/bonus.service';
import { coinOf } from '../rewards/awards';
import type { ClaimTerms, GrantsService } from '../rewards/grants.service';
import type { RewardsRules } from '../rewards/rewards.settings';
import { heldFor, sectionOf, shareOf } from './jackpot-pools';
import { JACKPOT_ACTIVITY } from './jackpot.settings';
import type { NewDraw } from './jackpot-draws.repo';

/**
 * What a draw pays (docs/rewards/jackpot.md), in the transaction that records it: a fixed prize
 * through the engine's grants, or a tier's share of its pool from the pool's ledger account.
 */

/**
 * How long a draw waits for its pool's row lock (held by another win of the pool, or by the
 * engine's batch feeding it) before it is refused with DRAW_POOL_SETTLING and changes nothing.
 */
export const POOL_LOCK_TIMEOUT = '2s';

/** What a draw paid, to be recorded with it. */
type Paid = Pick<
  NewDraw,
  'count' | 'bonus' | 'tier' | 'wheelSector' | 'shareBp' | 'sectionMin' | 'sectionMax' | 'grantId'
>;

/**
 * A fixed prize: the engine's grant `jackpot` keyed by the draw, claimed at once, so the award
 * log lists it and the activity's budget and cap apply. A claim refused by them leaves the
 * grant waiting in the bonus centre, as any refused claim does, and the draw stands.
 */
export const payPrize = async (
  grants: GrantsService,
  trx: Db,
  at: { userId: number; nonce: number; now: Date },
  prize: { propId: number; count: number; rewards: RewardsRules; terms: ClaimTerms },
): Promise<Paid> => {
  const awards = [{ propId: prize.propId, count: prize.count }];
  const grantId = await grants.grant(trx, {
    userId: at.userId,
    activity: JACKPOT_ACTIVITY,
    key: `draw:${at.nonce}`,
    awards,
    expiresAt: daysAfter(at.now, prize.rewards.jackpot.claimDays),
  });
  if (grantId === null) throw new Error(`jackpot grant draw:${at.nonce} of ${at.userId} exists`);
  let bonus = 0;
  try {
    await grants.claimIn(trx, at.userId, grantId, prize.terms);
    bonus = coinOf(awards);
  } catch (error) {
    const waits =
      isAppError(error) &&
      (error.code === ErrorCode.REWARD_BUDGET_SPENT || error.code === ErrorCode.REWARD_PLAYER_CAP);
    if (!waits) throw error;
  }
  return {
    count: prize.count,
    bonus,
    tier: null,
    wheelSector: null,
    shareBp: null,
    sectionMin: null,
    sectionMax: null,
    grantId,
  };
};

/**
 * A tier: the wheel's share of the pool, paid as bonus money from the pool's account under its
 * row lock (so two wins of one pool take turns and the second sees what the first left). A
 * pool below its seed is topped up to it first, and again after the win, from the jackpot's
 * promotions account, in the same transaction. The share never exceeds what the pool holds.
 */
export const payTier = async (
  bonus: BonusService,
  trx: Db,
  at: { userId: number; nonce: number },
  win: { tier: JackpotTierValue; sector: number; rewards: RewardsRules; terms: ClaimTerms },
): Promise<Paid> => {
  const rules = win.rewards.jackpot;
  const pool = jackpotPoolAccount(win.tier);
  const { seed } = rules.pools[win.tier];
  await sql`select set_config('lock_timeout', ${POOL_LOCK_TIMEOUT}, true)`.execute(trx);
  let balance: number;
  try {
    balance = await lockHouseBalance(trx, pool);
  } catch (error) {
    if (sqlStateOf(error) === '55P03') throw new AppError(ErrorCode.DRAW_POOL_SETTLING);
    throw error;
  }
  await sql`set local lock_timeout to default`.execute(trx);
  const held = heldFor(balance, seed);
  const section = sectionOf(held, rules.wheel);
  const shareBp = rules.wheel[win.sector]!.shareBp;
  const pay = shareOf(held, shareBp);
  const topUp = (amount: number, when: string) =>
    transfer(trx, {
      key: `jackpot-seed:${at.userId}:${at.nonce}:${when}`,
      kind: 'jackpot_seed',
      userId: null,
      legs: [
        { account: { house: promotionsAccount(JACKPOT_ACTIVITY) }, amount: -amount },
        { account: { house: pool }, amount },
      ],
      memo: { tier: win.tier, user: at.userId, nonce: at.nonce },
    });
  if (held > balance) await topUp(held - balance, 'before');
  if (pay > 0)
    await bonus.grantReward(
      trx,
      {
        userId: at.userId,
        key: `jackpot-win:${at.userId}:${at.nonce}`,
        coin: pay,
        source: pool,
        terms: win.rewards.coinTerms,
        memo: { activity: JACKPOT_ACTIVITY, tier: win.tier, nonce: at.nonce },
      },
      win.terms.bonusRules,
    );
  if (held - pay < seed) await topUp(seed - (held - pay), 'after');
  return {
    count: pay,
    bonus: pay,
    tier: win.tier,
    wheelSector: win.sector,
    shareBp,
    sectionMin: section.min,
    sectionMax: section.max,
    grantId: null,
  };
};
