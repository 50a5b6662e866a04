import { sql } from 'kysely';
import type { z } from 'zod';
import type { KycLimitRefusalData, KycTierLimits, KycWithdrawLimit } from '@lobby/contract/kyc';
import { KYC_TIERS, type KycTier } from '@lobby/contract/values/kyc';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import type { SettingsService } from '../settings/settings.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { depositsCountedSinceSql } from '../deposits/deposits.reads';
import { closedForPlaySql, kycTierSql, monthStartSql } from './kyc.reads';
import { KYC_RULES_KEY, KycRules } from './kyc.settings';

/** What a player has used of the tier limits, in hundredths. */
export interface KycUsed {
  depositMonthly: number;
  withdrawMonthly: number;
  withdrawLifetime: number;
}

/** The tiers' limits as the wire shows them, tier 0 to 2. */
export const tierLimitsOf = (rules: KycRules): KycTierLimits[] =>
  KYC_TIERS.map((tier) => ({ tier, ...rules.tierLimits[`tier${tier}`] }));

type LimitName = KycLimitRefusalData['limit'];

/** What is left of one limit (null: none), never below 0. */
const leftOf = (limit: number | null, used: number) =>
  limit === null ? null : Math.max(0, limit - used);

/** Whether `tier` allows `amount` more under every limit named. */
const allows = (
  rules: KycRules,
  tier: KycTier,
  names: LimitName[],
  used: KycUsed,
  amount: number,
) =>
  names.every((name) => {
    const limit = rules.tierLimits[`tier${tier}`][name];
    return limit === null || used[name] + amount <= limit;
  });

/**
 * The refusal of `amount` more under the player's tier (null: allowed): the first limit it would
 * pass (the lifetime one before the month's), what is left of it, and the lowest tier allowing
 * the amount under every limit of its kind (null: none).
 */
export const limitRefusal = (
  rules: KycRules,
  tier: KycTier,
  names: LimitName[],
  used: KycUsed,
  amount: number,
): KycLimitRefusalData | null => {
  const passed = names.find((name) => {
    const limit = rules.tierLimits[`tier${tier}`][name];
    return limit !== null && used[name] + amount > limit;
  });
  if (!passed) return null;
  const requiredTier = KYC_TIERS.find((t) => t > tier && allows(rules, t, names, used, amount));
  return {
    limit: passed,
    tier,
    left: leftOf(rules.tierLimits[`tier${tier}`][passed], used[passed]) ?? 0,
    requiredTier: requiredTier ?? null,
  };
};

const WITHDRAW_LIMITS: LimitName[] = ['withdrawLifetime', 'withdrawMonthly'];

/** What may still be withdrawn under `tier` (null: no limit). */
const withdrawLeftAt = (rules: KycRules, tier: KycTier, used: KycUsed) => {
  const lefts = WITHDRAW_LIMITS.map((name) =>
    leftOf(rules.tierLimits[`tier${tier}`][name], used[name]),
  ).filter((left): left is number => left !== null);
  return lefts.length === 0 ? null : Math.min(...lefts);
};

/** The withdrawal page's view: what is left under the tier and the tier that allows more. */
export const withdrawView = (rules: KycRules, tier: KycTier, used: KycUsed): KycWithdrawLimit => {
  const withdrawLeft = withdrawLeftAt(rules, tier, used);
  const nextTier =
    withdrawLeft === null
      ? undefined
      : KYC_TIERS.find((t) => {
          if (t <= tier) return false;
          const left = withdrawLeftAt(rules, t, used);
          return left === null || left > withdrawLeft;
        });
  return { tier, withdrawLeft, nextTier: nextTier ?? null };
};

/**
 * The tier limits under one reading of the settings (ADR 0073): what the deposits' gate and the
 * withdrawals ask. Built before their transactions (a settings read inside one would wait for a
 * second connection), used inside them.
 */
export class KycLimitRules {
  constructor(
    readonly rules: KycRules,
    readonly timeZone: string,
  ) {}

  /**
   * Refuses a deposit of `amount` on a closed account (KYC_ACCOUNT_CLOSED) or past the tier's
   * monthly deposit limit (KYC_DEPOSIT_LIMIT). With `lock`, in the caller's transaction, first
   * takes the player's deposit lock so that racing recharges are counted one after the other.
   */
  async checkDeposit(db: Db, userId: number, amount: number, lock = false): Promise<void> {
    // Its own statement: the sums below must be read after the lock is held (a statement's
    // snapshot is taken as it starts).
    if (lock)
      await sql`select pg_advisory_xact_lock(hashtext('kyc.deposits'), ${userId}::int)`.execute(db);
    const row = (
      await sql<{ tier: KycTier; closed: boolean; deposited: string }>`
        select ${kycTierSql(userId)} as tier, ${closedForPlaySql(userId)} as closed,
          ${depositsCountedSinceSql(userId, monthStartSql(this.timeZone))} as deposited
      `.execute(db)
    ).rows[0]!;
    if (row.closed) throw new AppError(ErrorCode.KYC_ACCOUNT_CLOSED);
    const used = { depositMonthly: Number(row.deposited), withdrawMonthly: 0, withdrawLifetime: 0 };
    const refusal = limitRefusal(
      this.rules,
      Number(row.tier) as KycTier,
      ['depositMonthly'],
      used,
      amount,
    );
    if (refusal) throw new AppError(ErrorCode.KYC_DEPOSIT_LIMIT, refusal);
  }

  /** The withdrawal request's refusal, from the tier and the sums the withdrawals read. */
  withdrawalRefusal(tier: KycTier, used: KycUsed, amount: number) {
    return limitRefusal(this.rules, tier, WITHDRAW_LIMITS, used, amount);
  }

  withdrawView(tier: KycTier, used: KycUsed) {
    return withdrawView(this.rules, tier, used);
  }
}

/** The tier limits' settings, read from memory (the settings' cache). */
export class KycLimits {
  constructor(
    private readonly settings: SettingsService,
    private readonly schema: z.ZodType<KycRules, unknown> = KycRules,
  ) {}

  rules(): Promise<KycRules> {
    return this.settings.get(KYC_RULES_KEY, this.schema);
  }

  /** The operator's time zone (the rewards engine's): months begin in it. */
  async timeZone(): Promise<string> {
    return (await this.settings.get(REWARDS_RULES_KEY, RewardsRules)).timeZone;
  }

  async prepare(): Promise<KycLimitRules> {
    const [rules, timeZone] = await Promise.all([this.rules(), this.timeZone()]);
    return new KycLimitRules(rules, timeZone);
  }
}
