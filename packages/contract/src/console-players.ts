import { z } from 'zod';
import { RequestId } from './common';
import { CursorPageRequest, cursorPageOf, PageRequest, pageOf } from './pagination';

/**
 * The operator console's Players tool (docs/console.md "Players"): find a player, read their
 * page section by section, end their sessions, lock or unlock them, keep notes, and adjust their
 * coin through the ledger (four eyes above a threshold).
 */

const EpochSeconds = z.number().int();
const Money = z.number().int();
const PlayerId = RequestId;
const Reason = z.string().trim().min(1).max(500);

/** A player as search lists them. */
export const PlayerSummary = z.object({
  id: z.number().int().positive(),
  nickname: z.string(),
  account: z.string().nullable(),
  mobile: z.string().nullable(),
  inviteCode: z.string(),
  /** When the account was locked; null while it is open. */
  lockedAt: EpochSeconds.nullable(),
  createdAt: EpochSeconds,
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

/**
 * One input: an id, phone, account name or invite code match exactly; a nickname by its start
 * (case-insensitive).
 */
export const PlayerSearchRequest = PageRequest.extend({ q: z.string().trim().min(1).max(64) });
export const PlayerSearchAnswer = pageOf(PlayerSummary);
export type PlayerSearchAnswer = z.infer<typeof PlayerSearchAnswer>;

export const PlayerIdRequest = z.object({ id: PlayerId });
export const PlayerPageRequest = PageRequest.extend({ id: PlayerId });

export const PlayerProfile = PlayerSummary.extend({
  uuid: z.string(),
  mobileVerified: z.boolean(),
  hasKyc: z.boolean(),
  avatar: z.string(),
  /** The inviter's id, null for none. */
  inviterId: z.number().int().positive().nullable(),
  lockedReason: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

export const PlayerSession = z.object({
  id: z.number().int().positive(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  device: z.string().nullable(),
  createdAt: EpochSeconds,
  lastSeenAt: EpochSeconds,
});
export type PlayerSession = z.infer<typeof PlayerSession>;
export const PlayerSessionsAnswer = z.object({ list: z.array(PlayerSession) });
export type PlayerSessionsAnswer = z.infer<typeof PlayerSessionsAnswer>;

/** Ends one of a player's sessions, or every one without `sessionId`. */
export const PlayerEndSessionRequest = z.object({
  id: PlayerId,
  sessionId: z.number().int().positive().optional(),
});
export const PlayerEndSessionAnswer = z.object({ ended: z.number().int().min(0) });

export const PlayerLockRequest = z.object({ id: PlayerId, reason: Reason });

export const PlayerNote = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  staffId: z.number().int().positive(),
  staffName: z.string(),
  createdAt: EpochSeconds,
});
export type PlayerNote = z.infer<typeof PlayerNote>;
export const PlayerNotesAnswer = pageOf(PlayerNote);
export type PlayerNotesAnswer = z.infer<typeof PlayerNotesAnswer>;
export const PlayerAddNoteRequest = z.object({
  id: PlayerId,
  text: z.string().trim().min(1).max(2000),
});

export const PlayerBalancesAnswer = z.object({
  coin: Money,
  bonus: Money,
  safebox: Money,
  withdrawHold: Money,
  /** Turnover still required before a withdrawal. */
  wagering: Money,
});
export type PlayerBalancesAnswer = z.infer<typeof PlayerBalancesAnswer>;

/** A movement of the player's coin: the ledger transfer, its amount and the balance after. */
export const PlayerLedgerItem = z.object({
  transferId: z.number().int().positive(),
  kind: z.string(),
  amount: Money,
  balanceAfter: Money,
  memo: z.record(z.string(), z.unknown()).nullable(),
  createdAt: EpochSeconds,
});
export const PlayerLedgerRequest = CursorPageRequest.extend({ id: PlayerId });
export const PlayerLedgerAnswer = cursorPageOf(PlayerLedgerItem);
export type PlayerLedgerAnswer = z.infer<typeof PlayerLedgerAnswer>;

export const PlayerDeposit = z.object({
  id: z.number().int().positive(),
  orderNo: z.string(),
  amount: Money,
  bonus: Money,
  status: z.string(),
  provider: z.string(),
  createdAt: EpochSeconds,
  creditedAt: EpochSeconds.nullable(),
});
export const PlayerDepositsAnswer = pageOf(PlayerDeposit);
export type PlayerDepositsAnswer = z.infer<typeof PlayerDepositsAnswer>;

export const PlayerWithdrawal = z.object({
  id: z.number().int().positive(),
  orderNo: z.string(),
  amount: Money,
  fee: Money,
  status: z.string(),
  bankName: z.string(),
  createdAt: EpochSeconds,
  settledAt: EpochSeconds.nullable(),
});
export const PlayerWithdrawalsAnswer = pageOf(PlayerWithdrawal);
export type PlayerWithdrawalsAnswer = z.infer<typeof PlayerWithdrawalsAnswer>;

export const PlayerRound = z.object({
  id: z.number().int().positive(),
  provider: z.string(),
  gameId: z.number().int(),
  roundId: z.string(),
  bet: Money,
  win: Money,
  status: z.string(),
  createdAt: EpochSeconds,
});
export const PlayerRoundsAnswer = pageOf(PlayerRound);
export type PlayerRoundsAnswer = z.infer<typeof PlayerRoundsAnswer>;

export const PlayerReward = z.object({
  id: z.number().int().positive(),
  activity: z.string(),
  coin: Money,
  status: z.string(),
  createdAt: EpochSeconds,
  claimedAt: EpochSeconds.nullable(),
});
export const PlayerRewardsAnswer = pageOf(PlayerReward);
export type PlayerRewardsAnswer = z.infer<typeof PlayerRewardsAnswer>;

/** The player's inviter and a page of the players they invited. */
export const PlayerReferralsAnswer = pageOf(PlayerSummary).extend({
  inviter: PlayerSummary.nullable(),
});
export type PlayerReferralsAnswer = z.infer<typeof PlayerReferralsAnswer>;

export const AdjustmentStatus = z.enum(['pending', 'posted', 'refused']);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatus>;

/** A manual change of a player's coin: + credits, − debits, in hundredths. */
export const BalanceAdjustment = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  nickname: z.string(),
  amount: Money,
  reason: z.string(),
  status: AdjustmentStatus,
  requestedBy: z.number().int().positive(),
  requestedByName: z.string(),
  decidedBy: z.number().int().positive().nullable(),
  decidedByName: z.string().nullable(),
  /** The ledger transfer that posted it. */
  transferId: z.number().int().positive().nullable(),
  createdAt: EpochSeconds,
  decidedAt: EpochSeconds.nullable(),
});
export type BalanceAdjustment = z.infer<typeof BalanceAdjustment>;

/**
 * At or below the four-eyes threshold it posts at once; above it, it waits for another staff
 * member with `ledger` (adjustmentApprove).
 */
export const PlayerAdjustBalanceRequest = z.object({
  id: PlayerId,
  direction: z.enum(['credit', 'debit']),
  /** Hundredths, positive. */
  amount: z.number().int().positive().max(1_000_000_000_00),
  reason: Reason,
});

export const AdjustmentsRequest = PageRequest.extend({
  status: AdjustmentStatus.default('pending'),
  /** Only this player's. */
  userId: PlayerId.optional(),
});
export const AdjustmentsAnswer = pageOf(BalanceAdjustment).extend({
  /** Adjustments whose absolute amount is above this wait for a second member. */
  fourEyesAbove: Money,
});
export type AdjustmentsAnswer = z.infer<typeof AdjustmentsAnswer>;
export const AdjustmentDecideRequest = z.object({ id: RequestId });
export const AdjustmentRefuseRequest = z.object({ id: RequestId, reason: Reason.optional() });
