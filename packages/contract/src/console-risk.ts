import { z } from 'zod';
import { RequestId } from './common';
import { PageRequest, pageOf } from './pagination';

/**
 * The risk desk's reads (docs/console.md "Risk"): players by risk score with its reasons, and
 * one player's linked accounts as a graph. The score is for staff only: it never reaches the
 * player and never blocks play.
 */

/** The named reasons a risk score adds up, each with its weight in the `risk` setting. */
export const RISK_REASON_CODES = [
  'linkedAccounts',
  'sharedPayoutAccount',
  'noDevice',
  'velocity',
  'bonusOnlyPlay',
  'fastCashOut',
] as const;

export const RiskReason = z.object({
  code: z.enum(RISK_REASON_CODES),
  weight: z.number().int().min(0),
  /** What was found, in words for staff (e.g. `3 accounts by device, ip`). */
  detail: z.string(),
});
export type RiskReason = z.infer<typeof RiskReason>;

/** A player's score: the sum of their reasons' weights. */
export const RiskScore = z.object({
  score: z.number().int().min(0),
  reasons: z.array(RiskReason),
});
export type RiskScore = z.infer<typeof RiskScore>;

export const RiskPlayer = RiskScore.extend({
  userId: z.number().int().positive(),
  nickname: z.string(),
  /** Above the setting `risk.reviewAbove`: their withdrawals wait for a human. */
  review: z.boolean(),
});
export type RiskPlayer = z.infer<typeof RiskPlayer>;

export const RiskPlayersRequest = PageRequest;
export const RiskPlayersAnswer = pageOf(RiskPlayer).extend({
  reviewAbove: z.number().int().min(0),
});
export type RiskPlayersAnswer = z.infer<typeof RiskPlayersAnswer>;

/** The signals a link can be: a device, an address (within a window), a network … */
export const RISK_LINK_KINDS = [
  'device',
  'ip',
  'ip24',
  'payoutAccount',
  'paymentMethod',
  'signUpIp24',
] as const;
export type RiskLinkKind = (typeof RISK_LINK_KINDS)[number];

export const RiskGraphNode = z.object({
  userId: z.number().int().positive(),
  nickname: z.string(),
  score: z.number().int().min(0),
});
export const RiskGraphEdge = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  kind: z.enum(RISK_LINK_KINDS),
  /** The shared value, masked (an address to its network, an account to its last four). */
  value: z.string(),
});
export const RiskGraphRequest = z.object({ id: RequestId });
export const RiskGraphAnswer = z.object({
  userId: z.number().int().positive(),
  nodes: z.array(RiskGraphNode),
  edges: z.array(RiskGraphEdge),
});
export type RiskGraphAnswer = z.infer<typeof RiskGraphAnswer>;
