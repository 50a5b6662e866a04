import type { AppClock } from '@/db/app-clock';
import { AppError, ErrorCode } from '@/core/app-error';
import { inTransaction, type Db } from '@/db/database';
import {
  HouseAccount,
  lockHouseBalance,
  promotionsAccount,
  transfer,
  UserAccount,
} from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { BonusService } from '../bonus/bonus.service';
import type { SettingsService } from '../settings/settings.service';
import { couponKindOf } from '@lobby/contract/values/coupons';
import { freeze, type FrozenCoupon } from '../coupons/coupon-definitions';
import { insertCoupons } from '../coupons/coupon-inventory';
import { coinOf, PropId, type Award } from './awards';
import {
  claimedCoin,
  expireDue,
  insertGrant,
  lockGrant,
  lockPlayerActivity,
  markClaimed,
} from './grants.repo';
import { grantByKey } from './grants.repo';
import { REWARDS_RULES_KEY, RewardsRules } from './rewards.settings';
import { addToCounters } from './events.repo';
import { Metric } from './rewards-events';
import { GuardRefusal } from './multi-account-guard';

/** What a claim answers, the first time and every time after. */
export interface ClaimAnswer {
  grantId: number;
  activity: string;
  awards: Award[];
}

/**
 * The props the engine pays, besides coupons (which go to the player's inventory): coin, points,
 * liveness (task-chest progress) and jackpot draw chances (paid by the jackpot's payer).
 */
const PAYABLE: ReadonlySet<number> = new Set([
  PropId.Coin,
  PropId.Points,
  PropId.Liveness,
  PropId.DrawChance,
]);

/** Pays a prop a system of its own keeps (draw chances), in the claim's transaction. */
export type PropPayer = (
  trx: Db,
  award: { userId: number; count: number; grantId: number },
) => Promise<void>;

/** The settings a claim pays by: the rewards rules and the bonus rules. */
export type ClaimTerms = Awaited<ReturnType<GrantsService['claimTerms']>>;

/** A reward to grant (GrantsService.grant). */
export interface NewGrant {
  userId: number;
  activity: string;
  key: string;
  awards: readonly Award[];
  expiresAt: Date | null;
}

/**
 * GrantsService.grant, for callers without the service (the operator's CLI): the grant is made
 * in `trx` unless it exists, its coupons' terms frozen as the operator defines them now. A coupon
 * prop with no definition cannot be granted: no grant promises what a claim cannot deliver.
 */
export const makeGrant = async (
  trx: Db,
  settings: Pick<SettingsService, 'getIn'>,
  grant: NewGrant,
): Promise<number | null> => {
  if (grant.awards.length === 0) throw new Error('a grant needs at least one award');
  for (const award of grant.awards) {
    if (!PAYABLE.has(award.propId) && couponKindOf(award.propId) === null)
      throw new Error(`prop ${award.propId} cannot be paid by the rewards engine yet`);
  }
  let couponTerms: Record<string, FrozenCoupon> | null = null;
  const coupons = grant.awards.filter((a) => couponKindOf(a.propId) !== null);
  if (coupons.length > 0) {
    const rules = await settings.getIn(trx, REWARDS_RULES_KEY, RewardsRules);
    couponTerms = {};
    for (const { propId } of coupons) {
      const definition = rules.coupons[String(propId)];
      if (!definition) throw new Error(`coupon ${propId} is not defined in the rewards setting`);
      couponTerms[String(propId)] = freeze(definition);
    }
  }
  return insertGrant(trx, {
    userId: grant.userId,
    activity: grant.activity,
    grantKey: grant.key,
    awards: grant.awards,
    coin: coinOf(grant.awards),
    couponTerms,
    expiresAt: grant.expiresAt,
  });
};

/** Where a reward granted when claimed is kept: its activity and key, and its expiry. */
export interface GrantPlace {
  activity: string;
  key: string;
  expiresAt: Date | null;
}

/**
 * Grants and claims (docs/rewards/grants.md): a reward is a grant row, unique per (player, activity,
 * key), so it exists once however often a rule computes it; a claim pays it once, through the
 * ledger, in the transaction that marks it claimed. Concurrent claims of one grant take turns
 * on its row: the first pays, the others answer what it answered.
 */
export class GrantsService {
  /** Who may claim an activity's rewards, beyond owning them (the sign-up bonus's rules). */
  private readonly guards = new Map<string, (trx: Db, userId: number) => Promise<void>>();
  /** Who pays the props kept by systems of their own (the jackpot's draw chances). */
  private readonly payers = new Map<number, PropPayer>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: AppClock;
      settings: SettingsService;
      bonus: BonusService;
    },
  ) {}

  /** The guard of an activity whose rules say `noDeposit` and that has none of its own. */
  private noDepositGuard:
    ((activity: string) => (trx: Db, userId: number) => Promise<void>) | null = null;

  /** Adds a check every claim of `activity` passes first, in the claim's transaction. */
  guard(activity: string, check: (trx: Db, userId: number) => Promise<void>) {
    this.guards.set(activity, check);
  }

  /**
   * Sets the check a claim of an activity marked `noDeposit` in the rules (`activities`) passes
   * when the activity has no guard of its own (multi-account-guard.ts).
   */
  guardNoDeposit(guardOf: (activity: string) => (trx: Db, userId: number) => Promise<void>) {
    this.noDepositGuard = guardOf;
  }

  /** Makes `payer` pay every claimed award of `propId`, in the claim's transaction. */
  payProp(propId: number, payer: PropPayer) {
    this.payers.set(propId, payer);
  }

  /**
   * Grants `awards` to the player under `activity` and `key` (e.g. the period key of a daily
   * reward), inside the caller's transaction; expires at `expiresAt` (null: never). Answers the
   * grant's id when it is new, null when it existed.
   */
  grant(trx: Db, grant: NewGrant): Promise<number | null> {
    return makeGrant(trx, this.deps.settings, grant);
  }

  /** `grant`, answering the id of the grant under its key whether made now or before. */
  async grantOrFind(trx: Db, grant: NewGrant): Promise<number> {
    const made = await this.grant(trx, grant);
    if (made !== null) return made;
    const found = await grantByKey(trx, grant.userId, grant.activity, grant.key);
    // None made nor found: the player is on a break (ADR 0071).
    if (!found) throw new AppError(ErrorCode.PLAYER_ON_BREAK);
    return found.id;
  }

  /**
   * Claims the player's grant: REWARD_NOT_FOUND when it is not theirs, REWARD_EXPIRED past its
   * expiry, REWARD_BUDGET_SPENT / REWARD_PLAYER_CAP when its coin would take the activity past
   * its budget or the player past the activity's cap (the grant stays claimable). A claimed
   * grant answers its first answer again, moving nothing.
   */
  async claim(userId: number, grantId: number): Promise<ClaimAnswer> {
    const terms = await this.terms();
    try {
      return await withTransactionRetry(this.deps.db, (trx) =>
        this.claimWith(trx, userId, grantId, terms),
      );
    } catch (error) {
      // A guard's refusal that leaves a trace (a velocity mark), written now it rolled back.
      if (error instanceof GuardRefusal) await error.afterRollback();
      throw error;
    }
  }

  /**
   * `claim` inside the caller's transaction: what the caller does before it (a purchase's
   * debit) and the claim commit together, or neither does. `terms` are read before the
   * transaction (claimTerms): a settings read inside it could wait for the connection the
   * transaction holds.
   */
  claimIn(trx: Db, userId: number, grantId: number, terms: ClaimTerms): Promise<ClaimAnswer> {
    return this.claimWith(trx, userId, grantId, terms);
  }

  /** The settings a claim pays by, for claimIn. */
  async claimTerms() {
    return this.terms();
  }

  private async terms() {
    const [rules, bonusRules] = await Promise.all([
      this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules),
      this.deps.bonus.rules(),
    ]);
    return { rules, bonusRules };
  }

  private async claimWith(
    trx: Db,
    userId: number,
    grantId: number,
    { rules, bonusRules }: ClaimTerms,
  ): Promise<ClaimAnswer> {
    const grant = await lockGrant(trx, userId, grantId);
    if (!grant) throw new AppError(ErrorCode.REWARD_NOT_FOUND);
    if (grant.status === 'claimed') return grant.claimAnswer as ClaimAnswer;
    if (grant.playerOnBreak) throw new AppError(ErrorCode.PLAYER_ON_BREAK);
    if (grant.closedForPlay) throw new AppError(ErrorCode.KYC_ACCOUNT_CLOSED);
    const now = await this.deps.clock.now(trx);
    if (grant.status === 'expired' || (grant.expiresAt !== null && grant.expiresAt <= now))
      throw new AppError(ErrorCode.REWARD_EXPIRED);
    const limits = rules.activities[grant.activity];
    const guard =
      this.guards.get(grant.activity) ??
      (limits?.noDeposit ? this.noDepositGuard?.(grant.activity) : undefined);
    await guard?.(trx, userId);
    if (grant.coin > 0 && limits) {
      if (limits.budget > 0) {
        // The activity's cost so far: its promotions account, negated.
        const spent = -(await lockHouseBalance(trx, promotionsAccount(grant.activity)));
        if (spent + grant.coin > limits.budget) throw new AppError(ErrorCode.REWARD_BUDGET_SPENT);
      }
      if (limits.perPlayerCap > 0) {
        await lockPlayerActivity(trx, userId, grant.activity);
        const claimed = await claimedCoin(trx, userId, grant.activity);
        if (claimed + grant.coin > limits.perPlayerCap)
          throw new AppError(ErrorCode.REWARD_PLAYER_CAP);
      }
    }
    for (const [i, award] of grant.awards.entries()) {
      const key = `reward:${grant.id}:${i}`;
      const memo = { ref: String(grant.id), activity: grant.activity };
      if (award.propId === PropId.Coin) {
        await this.deps.bonus.grantReward(
          trx,
          {
            userId,
            key,
            coin: award.count,
            source: promotionsAccount(grant.activity),
            terms: rules.coinTerms,
            memo,
          },
          bonusRules,
        );
      } else if (award.propId === PropId.Points) {
        await transfer(trx, {
          key,
          kind: 'reward_points',
          userId,
          legs: [
            { account: { house: HouseAccount.Points }, amount: -award.count },
            { account: { userId, kind: UserAccount.Points }, amount: award.count },
          ],
          memo,
        });
      } else if (award.propId === PropId.Liveness) {
        // Task-chest progress: a counter of the claim's day and week (by the lobby's clock),
        // which the chests' thresholds read. It is worth nothing until a chest pays.
        await addToCounters(
          trx,
          [{ userId, metric: Metric.Liveness, at: now, value: award.count }],
          rules.timeZone,
          0,
        );
      } else if (couponKindOf(award.propId) !== null) {
        // A coupon's count is how many coupons (not hundredths).
        const coupon = grant.couponTerms?.[String(award.propId)];
        if (!coupon) throw new Error(`grant ${grant.id} has no terms for coupon ${award.propId}`);
        await insertCoupons(trx, {
          userId,
          propId: award.propId,
          terms: coupon.terms,
          validDays: coupon.validDays,
          grantId: grant.id,
          activity: grant.activity,
          count: award.count,
        });
      } else {
        const payer = this.payers.get(award.propId);
        if (!payer)
          throw new Error(`prop ${award.propId} cannot be paid by the rewards engine yet`);
        await payer(trx, { userId, count: award.count, grantId: grant.id });
      }
    }
    const answer: ClaimAnswer = {
      grantId: grant.id,
      activity: grant.activity,
      awards: grant.awards,
    };
    await markClaimed(trx, grant.id, answer);
    return answer;
  }

  /**
   * A reward granted when claimed, once per (player, activity, key), as the period awards of
   * VIP, tasks and the offers are: in one transaction, the grant if it exists, else `due` checks
   * that the player may have it (throwing the refusal) and answers its awards, which are granted
   * then; then the grant is claimed. Concurrent calls share one grant (its key) and its claim
   * pays once (its row lock); a repeat answers the first claim. `place` may be computed in the
   * transaction (a period's key from the lobby's clock).
   */
  async grantThenClaim(
    userId: number,
    place: GrantPlace | ((trx: Db) => Promise<GrantPlace>),
    due: (trx: Db) => Promise<readonly Award[]>,
  ): Promise<ClaimAnswer> {
    const grantId = await inTransaction(this.deps.db, async (trx) => {
      const grant = typeof place === 'function' ? await place(trx) : place;
      const existing = await grantByKey(trx, userId, grant.activity, grant.key);
      if (existing) return existing.id;
      const awards = await due(trx);
      // Made by a call beside this one, its row committed: the key finds it.
      return this.grantOrFind(trx, { userId, ...grant, awards });
    });
    return this.claim(userId, grantId);
  }

  /** The expiry job: claimable grants past their time expire. */
  expireDue() {
    return expireDue(this.deps.db);
  }
}
