import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { KycDetails, KycStateAnswer } from '@lobby/contract/kyc';
import {
  ageOn,
  KYC_OLDEST_BIRTH_YEAR,
  KYC_SIDES,
  type KycSide,
  type KycTier,
} from '@lobby/contract/values/kyc';
import { AppError, ErrorCode, isAppError } from '@/core/app-error';
import type { Db } from '@/db/database';
import { withTransactionRetry } from '@/db/transaction-retry';
import { checkImages } from '@/storage/image-check';
import { newImageKey } from '@/storage/image-key';
import type { ImageStore } from '@/storage/image-store';
import { depositsCountedSinceSql } from '../deposits/deposits.reads';
import { withdrawnSinceSql } from '../withdrawals/withdrawals.reads';
import { closeAccountForPlay, type PlayClosure } from './kyc-closure';
import type { KycLimits } from './kyc-limits';
import { tierLimitsOf } from './kyc-limits';
import { monthStartSql } from './kyc.reads';
import {
  draftDocuments,
  findProfile,
  insertReview,
  latestReview,
  lockProfile,
  replaceDraft,
  saveDetails,
  type ProfileRow,
} from './kyc.repo';

const epochSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The operator's date today (`YYYY-MM-DD`), on the lobby's clock. */
const operatorToday = async (db: Db, timeZone: string) =>
  (
    await sql<{
      today: string;
    }>`select to_char((app_now() at time zone ${timeZone})::date, 'YYYY-MM-DD') as today`.execute(
      db,
    )
  ).rows[0]!.today;

const detailsOf = (profile: ProfileRow | undefined): KycDetails | null =>
  profile?.detailsAt && profile.fullName
    ? {
        fullName: profile.fullName,
        dateOfBirth: profile.dateOfBirth!,
        country: profile.country!,
        addressLine1: profile.addressLine1!,
        addressLine2: profile.addressLine2,
        city: profile.city!,
        postalCode: profile.postalCode,
      }
    : null;

/**
 * Know your customer, the player's side (ADR 0073): the state, the tier-1 details (the age
 * rule closes an underage account for play), the tier-2 documents (checked as feedback images
 * are, stored in the image store, never served to the player) and their submission for review.
 * Each change takes the player's profile row first, so a player's changes take turns.
 */
export class KycService {
  constructor(
    private readonly deps: {
      db: Db;
      limits: KycLimits;
      store: ImageStore;
      closure: PlayClosure;
      log: FastifyBaseLogger;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  async state(userId: number): Promise<KycStateAnswer> {
    const [rules, timeZone] = await Promise.all([
      this.deps.limits.rules(),
      this.deps.limits.timeZone(),
    ]);
    const month = monthStartSql(timeZone);
    const [profile, review, drafts, used] = await Promise.all([
      findProfile(this.db, userId),
      latestReview(this.db, userId),
      draftDocuments(this.db, userId),
      sql<{ deposited: string; withdrawnMonth: string; withdrawnLifetime: string }>`
        select ${depositsCountedSinceSql(userId, month)} as deposited,
          ${withdrawnSinceSql(userId, month)} as "withdrawnMonth",
          ${withdrawnSinceSql(userId, null)} as "withdrawnLifetime"
      `.execute(this.db),
    ]);
    const tier = (profile?.tier ?? 0) as KycTier;
    const closed = profile?.closedForPlayAt != null;
    const status = (review?.status ?? 'none') as KycStateAnswer['review']['status'];
    const open = !closed && status !== 'pending' && status !== 'approved';
    const bySide = new Map(drafts.map((d) => [d.side as KycSide, d]));
    const sums = used.rows[0]!;
    return {
      tier,
      details: detailsOf(profile),
      documents: KYC_SIDES.map((side) => {
        const draft = bySide.get(side);
        return { side, uploaded: !!draft, uploadedAt: epochSeconds(draft?.uploadedAt ?? null) };
      }),
      review: {
        status,
        reason: (review?.status === 'refused' ? review.reason : null) as
          KycStateAnswer['review']['reason'] | null,
        submittedAt: epochSeconds(review?.submittedAt ?? null),
        decidedAt: epochSeconds(review?.decidedAt ?? null),
      },
      tiers: tierLimitsOf(rules),
      used: {
        depositMonthly: Number(sums.deposited),
        withdrawMonthly: Number(sums.withdrawnMonth),
        withdrawLifetime: Number(sums.withdrawnLifetime),
      },
      minimumAge: rules.minimumAge,
      closedForPlay: closed,
      canSubmitDetails: open,
      canUpload: open && tier >= 1,
      canSubmitReview: open && tier >= 1 && bySide.size === KYC_SIDES.length,
    };
  }

  /** Refuses a change while the account is closed, a review is pending, or tier 2 is reached. */
  private async lockOpen(trx: Db, userId: number) {
    const profile = await lockProfile(trx, userId);
    if (profile.closedForPlayAt) throw new AppError(ErrorCode.KYC_ACCOUNT_CLOSED);
    if (profile.tier >= 2) throw new AppError(ErrorCode.KYC_ALREADY_APPROVED);
    const review = await latestReview(trx, userId);
    if (review?.status === 'pending') throw new AppError(ErrorCode.KYC_REVIEW_PENDING);
    return profile;
  }

  /**
   * Tier 1. The birth date must be on or before the operator's today and not before 1900;
   * younger than the minimum age, the details are kept (what the player claimed), the tier stays
   * 0, the account is closed for play and KYC_UNDERAGE answers.
   */
  async submitDetails(userId: number, details: KycDetails) {
    const [rules, timeZone] = await Promise.all([
      this.deps.limits.rules(),
      this.deps.limits.timeZone(),
    ]);
    const today = await operatorToday(this.db, timeZone);
    if (
      details.dateOfBirth > today ||
      Number(details.dateOfBirth.slice(0, 4)) < KYC_OLDEST_BIRTH_YEAR
    )
      throw new AppError(ErrorCode.KYC_DETAILS_INVALID, { field: 'dateOfBirth' });
    const underage = ageOn(details.dateOfBirth, today) < rules.minimumAge;
    await withTransactionRetry(this.db, async (trx) => {
      await this.lockOpen(trx, userId);
      await saveDetails(trx, userId, details, underage ? 0 : 1);
      if (underage) await closeAccountForPlay(trx, userId, this.deps.closure);
    });
    if (underage) throw new AppError(ErrorCode.KYC_UNDERAGE, { minimumAge: rules.minimumAge });
    return this.state(userId);
  }

  /**
   * Tier 2: one side's image, checked (type by content, size, pixels) and re-encoded before
   * anything is stored; it replaces that side's draft (whose bytes are then deleted). A refusal
   * leaves nothing behind.
   */
  async uploadDocument(userId: number, input: { side: KycSide; image: string }) {
    let checked;
    try {
      [checked] = await checkImages([input.image], 1);
    } catch (error) {
      if (isAppError(error)) throw new AppError(ErrorCode.KYC_IMAGE_INVALID, { cause: error.code });
      throw error;
    }
    const image = checked!;
    // Refused before the bytes are written when the player may not upload now.
    await withTransactionRetry(this.db, async (trx) => {
      const profile = await this.lockOpen(trx, userId);
      if (profile.tier < 1) throw new AppError(ErrorCode.KYC_DETAILS_REQUIRED);
    });
    const key = newImageKey();
    await this.deps.store.put(key, image.bytes);
    let replaced: string | null;
    try {
      replaced = await withTransactionRetry(this.db, async (trx) => {
        const profile = await this.lockOpen(trx, userId);
        if (profile.tier < 1) throw new AppError(ErrorCode.KYC_DETAILS_REQUIRED);
        return replaceDraft(trx, {
          userId,
          side: input.side,
          key,
          type: image.type,
          width: image.width,
          height: image.height,
        });
      });
    } catch (error) {
      await this.forget(key);
      throw error;
    }
    if (replaced) await this.forget(replaced);
    return this.state(userId);
  }

  /** Sends the three drafts for review: pending until staff decide. */
  async submitReview(userId: number) {
    await withTransactionRetry(this.db, async (trx) => {
      const profile = await this.lockOpen(trx, userId);
      if (profile.tier < 1) throw new AppError(ErrorCode.KYC_DETAILS_REQUIRED);
      const drafts = new Set((await draftDocuments(trx, userId)).map((d) => d.side));
      const missing = KYC_SIDES.filter((side) => !drafts.has(side));
      if (missing.length > 0) throw new AppError(ErrorCode.KYC_DOCUMENTS_MISSING, { missing });
      await insertReview(trx, userId);
    });
    return this.state(userId);
  }

  private async forget(key: string) {
    try {
      await this.deps.store.delete(key);
    } catch (error) {
      // Unreferenced bytes: the retention job never sees them; the log says which.
      this.deps.log.error({ err: error, key }, 'kyc document bytes not deleted');
    }
  }
}
