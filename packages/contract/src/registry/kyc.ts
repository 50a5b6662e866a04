import * as K from '../kyc';
import { defineCall } from './define-call';

/** Know your customer: the player's tiers, details, documents and review (ADR 0073). */
export const kycCalls = {
  kycState: defineCall({
    name: 'kycState',
    summary:
      'The player’s verification: tier, entered details, documents uploaded, the review’s state and reason, and what each tier allows.',
    request: K.KycStateRequest,
    answer: K.KycStateAnswer,
  }),
  kycSubmitDetails: defineCall({
    name: 'kycSubmitDetails',
    summary:
      'Tier 1: full name, date of birth, country and address. Under the minimum age the account is closed for play.',
    request: K.KycSubmitDetailsRequest,
    answer: K.KycStateAnswer,
  }),
  kycUploadDocument: defineCall({
    name: 'kycUploadDocument',
    summary:
      'Uploads one side (front, back or selfie) for tier 2, checked by content and re-encoded; replaces that side.',
    request: K.KycUploadDocumentRequest,
    answer: K.KycStateAnswer,
  }),
  kycSubmitReview: defineCall({
    name: 'kycSubmitReview',
    summary: 'Sends the three uploaded sides to staff for review (tier 2).',
    request: K.KycSubmitReviewRequest,
    answer: K.KycStateAnswer,
  }),
} as const;
