import { z } from 'zod';
import { bodyOf } from './common';
import { CursorPageRequest, cursorPageOf } from './pagination';
import { AwardItem, MoneySummary } from './rewards';
import { CLIENT_SEED_MAX_LENGTH } from './values/games';

/**
 * The invite spin (activity type 20, docs/rewards/invite-spin.md): spins add money toward a
 * target; invites earn spins; the target reached before the attempt expires is exchanged to coin.
 */

const Money = z.number().int().min(0);
const EpochSeconds = z.number().int();

/**
 * A sector of the wheel: what it adds (hundredths), its weight (what a spin's sector is drawn by,
 * docs/fairness.md "Wheel") and its chance (basis points, floored).
 */
export const InviteSpinSector = z.object({
  amount: Money,
  weight: z.number().int().min(1),
  oddsBp: z.number().int().min(0),
});

/** The player's attempt: null before the first `actInviteUser` or after it ended. */
export const InviteSpinAttempt = z.object({
  id: z.number().int(),
  /** The money collected so far and the target, hundredths. */
  total: Money,
  target: Money,
  spinsLeft: z.number().int().min(0),
  /** Invitees registered during the attempt (not on the player's own devices), and the valid ones. */
  invites: z.number().int().min(0),
  validInvites: z.number().int().min(0),
  /** Valid invitees the last step needs (the total stops short of the target until then). */
  validInvitesNeeded: z.number().int().min(0),
  startedAt: EpochSeconds,
  expiresAt: EpochSeconds,
  /** `open`; `reached` (exchange it); `exchanged`; `expired` (pays nothing). */
  state: z.enum(['open', 'reached', 'exchanged', 'expired']),
  /** The commitment of the next spin's server seed (sha256, hex), and its nonce. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
});
export type InviteSpinAttempt = z.infer<typeof InviteSpinAttempt>;

export const ActInviteUserRequest = bodyOf({});
export const ActInviteUserAnswer = z.object({
  /** The lobby's clock, for the countdown. */
  now: EpochSeconds,
  attempt: InviteSpinAttempt.nullable(),
  /** When a new attempt may start, after one expired (null: now, or never after an exchange). */
  nextStartAt: EpochSeconds.nullable(),
  sectors: z.array(InviteSpinSector),
  /** What each invitee and each valid invitee (deposits and valid bets reached) earns. */
  spinsPerInvite: z.number().int().min(0),
  spinsPerValidInvite: z.number().int().min(0),
  validInviteDeposit: Money,
  validInviteBets: Money,
  attemptHours: z.number().int().min(1),
});
export type ActInviteUserAnswer = z.infer<typeof ActInviteUserAnswer>;

export const ActInviteUserStatusRequest = bodyOf({});
export const ActInviteUserStatusAnswer = z.object({
  /** The activity is live. */
  live: z.boolean(),
  hasAttempt: z.boolean(),
  spinsLeft: z.number().int().min(0),
  canExchange: z.boolean(),
  /** The player exchanged an attempt already: the start-up modal stays away. */
  finished: z.boolean(),
});
export type ActInviteUserStatusAnswer = z.infer<typeof ActInviteUserStatusAnswer>;

export const ActInviteUserSpinRequest = bodyOf({
  /** The nonce of the spin the client means (the attempt's `nonce`): a replay answers that spin. */
  nonce: z.number().int().min(0).max(1_000_000),
  /** The client seed of this spin and the next ones; unset keeps the attempt's. */
  clientSeed: z
    .string()
    .regex(/^[!-~]+$/, 'printable characters without spaces')
    .max(CLIENT_SEED_MAX_LENGTH)
    .optional(),
});
export const InviteSpinItem = z.object({
  id: z.number().int(),
  nonce: z.number().int().min(0),
  sector: z.number().int().min(0),
  /** The sector's amount, and what it added (less when the cap held it back). */
  sectorAmount: Money,
  amount: Money,
  totalAfter: Money,
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  createdAt: EpochSeconds,
});
export type InviteSpinItem = z.infer<typeof InviteSpinItem>;
export const ActInviteUserSpinAnswer = z.object({
  spin: InviteSpinItem,
  attempt: InviteSpinAttempt,
});
export type ActInviteUserSpinAnswer = z.infer<typeof ActInviteUserSpinAnswer>;

export const ActInviteUserExchangeRequest = bodyOf({});
export const ActInviteUserExchangeAnswer = z.object({
  grantId: z.number().int(),
  awards: z.array(AwardItem),
  money: MoneySummary,
});
export type ActInviteUserExchangeAnswer = z.infer<typeof ActInviteUserExchangeAnswer>;

export const ActInviteUserRecordRequest = CursorPageRequest.extend({
  /** The player's spins (default) or invitees of every attempt, newest first. */
  kind: z.enum(['spins', 'invitees']).default('spins'),
});
export const InviteSpinInvitee = z.object({
  id: z.number().int(),
  /** The invitee's id, partly hidden. */
  user: z.string(),
  /** False: signed in on one of the player's own devices, so it never counts. */
  counts: z.boolean(),
  valid: z.boolean(),
  createdAt: EpochSeconds,
});
export type InviteSpinInvitee = z.infer<typeof InviteSpinInvitee>;
export const InviteSpinRecordItem = z.discriminatedUnion('kind', [
  InviteSpinItem.extend({ kind: z.literal('spin') }),
  InviteSpinInvitee.extend({ kind: z.literal('invitee') }),
]);
export type InviteSpinRecordItem = z.infer<typeof InviteSpinRecordItem>;
export const ActInviteUserRecordAnswer = cursorPageOf(InviteSpinRecordItem);
