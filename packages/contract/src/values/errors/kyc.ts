import type { CatalogueOf } from './entry';

/**
 * Know your customer, 1730–1749 (ADR 0073). The limit refusals carry
 * `data: { limit, tier, left, requiredTier }` (kyc.ts KycLimitRefusalData); KYC_UNDERAGE and
 * KYC_ACCOUNT_CLOSED say the account is closed for play; KYC_DOCUMENTS_MISSING carries
 * `data: { missing: side[] }`.
 */
export const kycCodes = {
  KYC_DETAILS_INVALID: 1730,
  KYC_UNDERAGE: 1731,
  KYC_ACCOUNT_CLOSED: 1732,
  KYC_IMAGE_INVALID: 1733,
  KYC_DOCUMENTS_MISSING: 1734,
  KYC_REVIEW_PENDING: 1735,
  KYC_ALREADY_APPROVED: 1736,
  KYC_DETAILS_REQUIRED: 1737,
  KYC_DEPOSIT_LIMIT: 1738,
  KYC_WITHDRAW_LIMIT: 1739,
  KYC_CASE_NOT_FOUND: 1740,
  KYC_CASE_NOT_PENDING: 1741,
  KYC_DOCUMENT_GONE: 1742,
} as const;

export const kycErrors: CatalogueOf<typeof kycCodes> = {
  [kycCodes.KYC_DETAILS_INVALID]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'Please check your details.',
  },
  [kycCodes.KYC_UNDERAGE]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'You are under the minimum age to play. Your account is closed for play; you can still withdraw your cash.',
  },
  [kycCodes.KYC_ACCOUNT_CLOSED]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'Your account is closed for play. You can still withdraw your cash.',
  },
  [kycCodes.KYC_IMAGE_INVALID]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'That image cannot be used. Send a JPEG, PNG or WebP photo up to 2 MB.',
  },
  [kycCodes.KYC_DOCUMENTS_MISSING]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'Upload both sides of your document and a selfie first.',
  },
  [kycCodes.KYC_REVIEW_PENDING]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'Your documents are being reviewed. Please wait for the answer.',
  },
  [kycCodes.KYC_ALREADY_APPROVED]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'Your identity is already verified.',
  },
  [kycCodes.KYC_DETAILS_REQUIRED]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'Enter your personal details first.',
  },
  [kycCodes.KYC_DEPOSIT_LIMIT]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'This deposit is over what your verification level allows this month. Verify your identity to deposit more.',
  },
  [kycCodes.KYC_WITHDRAW_LIMIT]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'This withdrawal is over what your verification level allows. Verify your identity to withdraw more.',
  },
  [kycCodes.KYC_CASE_NOT_FOUND]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'No such verification case.',
  },
  [kycCodes.KYC_CASE_NOT_PENDING]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'This case was already decided.',
  },
  [kycCodes.KYC_DOCUMENT_GONE]: {
    module: 'kyc',
    httpStatus: 200,
    msg: 'This document was deleted at the end of its retention period.',
  },
};
