import type { KycCaseAnswer, KycPlayerAnswer, KycQueueAnswer } from '@lobby/contract/console';
import type { KycDetails } from '@lobby/contract/kyc';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import type { KycRefusalReason, KycSide, KycTier } from '@lobby/contract/values/kyc';
import type { FeedbackImageType } from '@lobby/contract/values/feedback';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import type { ImageStore } from '@/storage/image-store';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import { setHasKyc } from '../accounts/account-kyc';
import {
  decideReview,
  findDocument,
  findProfile,
  findReview,
  reviewDocuments,
  reviewQueue,
  reviewsOf,
  setTier,
  type ProfileRow,
} from './kyc.repo';

const epochSeconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);
const maybeSeconds = (date: Date | null) => (date ? epochSeconds(date) : null);

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

type Status = 'pending' | 'approved' | 'refused';

/**
 * Staff's side of know your customer (docs/console.md "Know your customer", ADR 0073): the
 * queue, a case with the entered details beside the documents, the decision (audited), a
 * player's state, and a document's image, each view of which is written to the audit log.
 */
export class KycStaffService {
  constructor(private readonly deps: { db: Db; store: ImageStore }) {}

  async queue(input: PageRequest & { status: Status }): Promise<KycQueueAnswer> {
    const [rows, count] = await reviewQueue(
      this.deps.db,
      input.status,
      input.pageSize,
      (input.pageNum - 1) * input.pageSize,
    );
    return pageAnswer(
      rows.map((row) => ({
        id: Number(row.id),
        userId: Number(row.userId),
        status: row.status as Status,
        reason: row.reason as KycRefusalReason | null,
        fullName: row.fullName,
        country: row.country,
        submittedAt: epochSeconds(row.submittedAt),
        decidedAt: maybeSeconds(row.decidedAt),
      })),
      Number(count.n),
      input,
    );
  }

  async case(id: number, db: Db = this.deps.db): Promise<KycCaseAnswer> {
    const review = await findReview(db, id);
    if (!review) throw new AppError(ErrorCode.KYC_CASE_NOT_FOUND);
    const userId = Number(review.userId);
    const [profile, documents] = await Promise.all([
      findProfile(db, userId),
      reviewDocuments(db, id),
    ]);
    return {
      id,
      userId,
      status: review.status as Status,
      reason: review.reason as KycRefusalReason | null,
      submittedAt: epochSeconds(review.submittedAt),
      decidedAt: maybeSeconds(review.decidedAt),
      tier: (profile?.tier ?? 0) as KycTier,
      details: detailsOf(profile),
      documents: documents.map((doc) => ({
        id: Number(doc.id),
        side: doc.side as KycSide,
        contentType: doc.contentType,
        width: doc.width,
        height: doc.height,
        uploadedAt: epochSeconds(doc.uploadedAt),
        deleted: doc.imageKey === null,
      })),
    };
  }

  /**
   * Approves (the player reaches tier 2) or refuses with a reason (the player sees it and may
   * submit again). Only a pending review; its audit entry is written in the same transaction.
   */
  async decide(
    by: StaffAuditBy,
    input: { id: number; decision: 'approve' | 'refuse'; reason?: KycRefusalReason },
  ) {
    return auditedChange(this.deps.db, by, async (trx) => {
      const review = await findReview(trx, input.id, true);
      if (!review) throw new AppError(ErrorCode.KYC_CASE_NOT_FOUND);
      if (review.status !== 'pending') throw new AppError(ErrorCode.KYC_CASE_NOT_PENDING);
      const userId = Number(review.userId);
      const approve = input.decision === 'approve';
      await decideReview(trx, input.id, {
        status: approve ? 'approved' : 'refused',
        reason: approve ? null : (input.reason ?? null),
        staffId: by.actor.id,
      });
      if (approve) {
        await setTier(trx, userId, 2);
        await setHasKyc(trx, userId, true);
      }
      return {
        result: await this.case(input.id, trx),
        audit: {
          action: 'kycDecide',
          target: `player:${userId}`,
          before: { review: input.id, status: 'pending' },
          after: approve
            ? { review: input.id, status: 'approved', tier: 2 }
            : { review: input.id, status: 'refused', reason: input.reason },
        },
      };
    });
  }

  async player(userId: number): Promise<KycPlayerAnswer> {
    const [profile, reviews] = await Promise.all([
      findProfile(this.deps.db, userId),
      reviewsOf(this.deps.db, userId, 20),
    ]);
    return {
      tier: (profile?.tier ?? 0) as KycTier,
      closedForPlay: profile?.closedForPlayAt != null,
      details: detailsOf(profile),
      reviews: reviews.map((r) => ({
        id: Number(r.id),
        status: r.status as Status,
        reason: r.reason as KycRefusalReason | null,
        submittedAt: epochSeconds(r.submittedAt),
        decidedAt: maybeSeconds(r.decidedAt),
      })),
    };
  }

  /**
   * A document's image for a staff member with kyc.read: the view is written to the audit log
   * before the bytes are read (no view without its entry). KYC_DOCUMENT_GONE once retention
   * deleted it; null when there is no such document.
   */
  async documentImage(by: StaffAuditBy, id: number) {
    const doc = await findDocument(this.deps.db, id);
    if (!doc || doc.reviewId === null) return null;
    if (doc.imageKey === null) throw new AppError(ErrorCode.KYC_DOCUMENT_GONE);
    const key = doc.imageKey;
    await auditedChange(this.deps.db, by, async () => ({
      result: null,
      audit: {
        action: 'kycDocumentView',
        target: `player:${doc.userId}`,
        after: { document: id, review: Number(doc.reviewId), side: doc.side },
      },
    }));
    const bytes = await this.deps.store.get(key);
    if (!bytes) throw new AppError(ErrorCode.KYC_DOCUMENT_GONE);
    return { bytes, type: doc.contentType as FeedbackImageType };
  }
}
