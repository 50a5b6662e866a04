import {
  KycCaseAnswer,
  KycCaseRequest,
  KycDecideRequest,
  KycPlayerAnswer,
  KycPlayerRequest,
  KycQueueAnswer,
  KycQueueRequest,
} from '../console-kyc';
import { defineConsoleCall } from './define-console-call';

/** Know your customer: the review queue, a case, the decision, a player's state (ADR 0073). */
export const kycConsoleCalls = {
  kycQueue: defineConsoleCall({
    name: 'kycQueue',
    permission: 'kyc.read',
    effect: 'read',
    summary: 'Tier-2 reviews by status: pending (oldest first), approved or refused.',
    request: KycQueueRequest,
    answer: KycQueueAnswer,
  }),
  kycCase: defineConsoleCall({
    name: 'kycCase',
    permission: 'kyc.read',
    effect: 'read',
    summary:
      'A review: the entered details and the documents (their images at a permission-checked, audited route).',
    request: KycCaseRequest,
    answer: KycCaseAnswer,
  }),
  kycDecide: defineConsoleCall({
    name: 'kycDecide',
    permission: 'kyc',
    effect: 'audited',
    summary: 'Approves a pending review (tier 2) or refuses it with a reason from the list.',
    request: KycDecideRequest,
    answer: KycCaseAnswer,
  }),
  kycPlayer: defineConsoleCall({
    name: 'kycPlayer',
    permission: 'kyc.read',
    effect: 'read',
    summary: 'A player’s tier, closure for play, entered details and reviews.',
    request: KycPlayerRequest,
    answer: KycPlayerAnswer,
  }),
} as const;
