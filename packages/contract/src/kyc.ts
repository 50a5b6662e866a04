import { z } from 'zod';
import { bodyOf } from './common';
import { base64Length, FEEDBACK_IMAGE_MAX_BYTES } from './values/feedback';
import {
  isCalendarDate,
  isKycCountry,
  KYC_ADDRESS_MAX,
  KYC_ADDRESS_MIN,
  KYC_CITY_MAX,
  KYC_NAME_MAX,
  KYC_NAME_MIN,
  KYC_POSTAL_CODE_MAX,
  KYC_REFUSAL_REASONS,
  KYC_REVIEW_STATUSES,
  KYC_SIDES,
} from './values/kyc';

/** Know your customer: the player's calls (docs/api.md "Know your customer", ADR 0073). */

const EpochSeconds = z.number().int();

export const KycTier = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const KycSide = z.enum(KYC_SIDES);
export const KycReviewStatus = z.enum(KYC_REVIEW_STATUSES);
export const KycRefusalReason = z.enum(KYC_REFUSAL_REASONS);

const Text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Tier 1: what the player enters. The server checks the age against kyc.minimumAge. */
export const KycDetails = z.object({
  /** As on the identity document. */
  fullName: Text(KYC_NAME_MIN, KYC_NAME_MAX),
  /** `YYYY-MM-DD`, a real date, not after today, not before 1900. */
  dateOfBirth: z.string().refine(isCalendarDate, 'a date as YYYY-MM-DD'),
  /** ISO 3166-1 alpha-2, upper case (values/kyc KYC_COUNTRIES). */
  country: z.string().refine(isKycCountry, 'an ISO 3166-1 alpha-2 country code'),
  addressLine1: Text(KYC_ADDRESS_MIN, KYC_ADDRESS_MAX),
  addressLine2: z.string().trim().max(KYC_ADDRESS_MAX).default(''),
  city: Text(1, KYC_CITY_MAX),
  postalCode: z
    .string()
    .trim()
    .max(KYC_POSTAL_CODE_MAX)
    .regex(/^[A-Za-z0-9 -]*$/, 'letters, digits, spaces and - only')
    .default(''),
});
export type KycDetails = z.output<typeof KycDetails>;

/**
 * What a tier allows, in hundredths; null: no limit. Deposits are counted per calendar month on
 * the operator's calendar; withdrawals per month and over the account's lifetime (requested,
 * not refused or failed).
 */
export const KycTierLimits = z.object({
  tier: KycTier,
  depositMonthly: z.number().int().nullable(),
  withdrawMonthly: z.number().int().nullable(),
  withdrawLifetime: z.number().int().nullable(),
});
export type KycTierLimits = z.infer<typeof KycTierLimits>;

/** Each side of the tier-2 documents: only whether it is uploaded (the images are never served). */
export const KycDocumentState = z.object({
  side: KycSide,
  uploaded: z.boolean(),
  uploadedAt: EpochSeconds.nullable(),
});

export const KycStateRequest = bodyOf({});
export const KycStateAnswer = z.object({
  tier: KycTier,
  /** What the player entered (tier 1), null before. */
  details: KycDetails.nullable(),
  /** The three sides, in KYC_SIDES order. */
  documents: z.array(KycDocumentState),
  /** The latest tier-2 review. */
  review: z.object({
    status: KycReviewStatus,
    /** When refused: the reason chosen by staff; null otherwise. */
    reason: KycRefusalReason.nullable(),
    submittedAt: EpochSeconds.nullable(),
    decidedAt: EpochSeconds.nullable(),
  }),
  /** What each tier allows, tier 0 to 2. */
  tiers: z.array(KycTierLimits),
  /** What the player has used of the limits: this month's deposits and withdrawals, and all withdrawals. */
  used: z.object({
    depositMonthly: z.number().int(),
    withdrawMonthly: z.number().int(),
    withdrawLifetime: z.number().int(),
  }),
  /** The jurisdiction's minimum age (setting kyc.minimumAge). */
  minimumAge: z.number().int(),
  /**
   * The account is closed for play (underage): deposits, games and rewards refused, the cash
   * balance withdrawable.
   */
  closedForPlay: z.boolean(),
  /** What the player may do next: enter details (tier 1), upload and submit (tier 2), nothing. */
  canSubmitDetails: z.boolean(),
  canUpload: z.boolean(),
  canSubmitReview: z.boolean(),
});
export type KycStateAnswer = z.infer<typeof KycStateAnswer>;

/**
 * Tier 1: the details. Taken while no review is pending or approved (they are what staff compare
 * the documents with). Under the minimum age: KYC_UNDERAGE, and the account is closed for play.
 */
export const KycSubmitDetailsRequest = bodyOf(KycDetails.shape);
export type KycSubmitDetailsRequest = z.input<typeof KycSubmitDetailsRequest>;

/**
 * One side's image in base64 (no `data:` prefix), checked like feedback images: JPEG, PNG or WebP
 * by content, at most 2 MiB and 4096 px on a side, re-encoded. Uploading a side again replaces it.
 * Needs tier 1 and no review pending or approved.
 */
export const KycUploadDocumentRequest = bodyOf({
  side: KycSide,
  image: z
    .string()
    .min(4)
    .max(base64Length(FEEDBACK_IMAGE_MAX_BYTES))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export type KycUploadDocumentRequest = z.input<typeof KycUploadDocumentRequest>;

/** Sends the three sides for review (status pending). */
export const KycSubmitReviewRequest = bodyOf({});

/**
 * The withdrawal page's view of the tier limits (getExchange `kyc`): the player's tier, what may
 * still be withdrawn under it (null: no limit) and the tier a larger request needs (null: none
 * would allow more).
 */
export const KycWithdrawLimit = z.object({
  tier: KycTier,
  withdrawLeft: z.number().int().nullable(),
  nextTier: KycTier.nullable(),
});
export type KycWithdrawLimit = z.infer<typeof KycWithdrawLimit>;

/**
 * The data of KYC_DEPOSIT_LIMIT and KYC_WITHDRAW_LIMIT: which limit, what is left of it, and the
 * lowest tier whose limit would allow the amount (null: none).
 */
export const KycLimitRefusalData = z.object({
  limit: z.enum(['depositMonthly', 'withdrawMonthly', 'withdrawLifetime']),
  tier: KycTier,
  left: z.number().int(),
  requiredTier: KycTier.nullable(),
});
export type KycLimitRefusalData = z.infer<typeof KycLimitRefusalData>;
