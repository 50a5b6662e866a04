import { z } from 'zod';
import { RequestId } from './common';
import { KycDetails, KycRefusalReason, KycReviewStatus, KycSide, KycTier } from './kyc';
import { PageRequest, pageOf } from './pagination';

/** The console's know-your-customer review (docs/console.md "Know your customer", ADR 0073). */

const EpochSeconds = z.number().int();
const DecidedStatus = z.enum(['pending', 'approved', 'refused']);

/** Where a document's image is served to staff with kyc.read (each view audited): GET. */
export const consoleKycDocumentPath = (id: number | string) => `/console/api/v1/kyc/document/${id}`;

export const KycQueueRequest = z.object({
  status: DecidedStatus.default('pending'),
  ...PageRequest.shape,
});
export const KycQueueItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: DecidedStatus,
  reason: KycRefusalReason.nullable(),
  fullName: z.string().nullable(),
  country: z.string().nullable(),
  submittedAt: EpochSeconds,
  decidedAt: EpochSeconds.nullable(),
});
export type KycQueueItem = z.infer<typeof KycQueueItem>;
/** Pending: the oldest first; decided: the latest decision first. */
export const KycQueueAnswer = pageOf(KycQueueItem);
export type KycQueueAnswer = z.infer<typeof KycQueueAnswer>;

export const KycCaseRequest = z.object({ id: RequestId });
export const KycCaseDocument = z.object({
  id: z.number().int(),
  side: KycSide,
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  uploadedAt: EpochSeconds,
  /** The retention job deleted its image (the decision stays). */
  deleted: z.boolean(),
});
export const KycCaseAnswer = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: DecidedStatus,
  reason: KycRefusalReason.nullable(),
  submittedAt: EpochSeconds,
  decidedAt: EpochSeconds.nullable(),
  /** The player's tier now and the details they entered (what the documents must match). */
  tier: KycTier,
  details: KycDetails.nullable(),
  /** Front, back, selfie; each image at GET consoleKycDocumentPath(id). */
  documents: z.array(KycCaseDocument),
});
export type KycCaseAnswer = z.infer<typeof KycCaseAnswer>;

/** Approve (tier 2) or refuse with one of the reasons (the player sees it and may submit again). */
export const KycDecideRequest = z.discriminatedUnion('decision', [
  z.object({ id: RequestId, decision: z.literal('approve') }),
  z.object({ id: RequestId, decision: z.literal('refuse'), reason: KycRefusalReason }),
]);

export const KycPlayerRequest = z.object({ id: RequestId });
/** The player page's panel: tier, closure, details and the reviews (newest first). */
export const KycPlayerAnswer = z.object({
  tier: KycTier,
  closedForPlay: z.boolean(),
  details: KycDetails.nullable(),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      status: KycReviewStatus.exclude(['none']),
      reason: KycRefusalReason.nullable(),
      submittedAt: EpochSeconds,
      decidedAt: EpochSeconds.nullable(),
    }),
  ),
});
export type KycPlayerAnswer = z.infer<typeof KycPlayerAnswer>;
