import { z } from 'zod';
import { RequestId } from './common';

/**
 * The console's mail calls (docs/console.md "Mail composer"): broadcasts to a segment, a mail to
 * one player, the segment's reach. Times are epoch seconds; award counts as `rewards grant`
 * takes them (coin and points in hundredths).
 */

const EpochSeconds = z.number().int();

const Text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The hard upper bound of one award's count (hundredths for coin and points: 1,000,000.00):
 * whatever the operator's cap per attachment (the `mail` setting), a count above it, or one no
 * JSON number holds exactly (2^53−1, 1e308), is a 400 naming the field, and nothing is stored.
 */
export const MAIL_AWARD_COUNT_MAX = 100_000_000;

/** An award as a request gives it: bounded by the contract. */
export const MailAward = z.object({
  propId: z.number().int().positive(),
  count: z.number().int().positive().max(MAIL_AWARD_COUNT_MAX),
});

/**
 * An award as a read answers it: what is stored, unbounded, so a row written before the bound
 * (or by hand) still reads as a number rather than failing the answer (a 500). A count beyond
 * 2^53 reads rounded; the console shows it, nobody is paid from this answer.
 */
const StoredMailAward = z.object({
  propId: z.number().int().positive(),
  count: z.number().positive(),
});

/** Who a broadcast reaches: every condition given holds (none: every player). */
export const MailSegment = z.object({
  vipMin: z.number().int().min(0).max(100).optional(),
  vipMax: z.number().int().min(0).max(100).optional(),
  /** Registered at or after, and before. */
  registeredFrom: EpochSeconds.optional(),
  registeredTo: EpochSeconds.optional(),
  /** Has deposited (true) or never has (false). */
  deposited: z.boolean().optional(),
});
export type MailSegment = z.infer<typeof MailSegment>;

/**
 * Whom a mail to one player goes to, as staff know them: their id, their phone (E.164, `+…`) or
 * their account name. The server resolves it to one player, or refuses it (none: 1676; several:
 * 1677).
 */
export const MailPlayerRef = z.string().trim().min(1).max(64);

export const MailBroadcastCreateRequest = z
  .object({
    title: Text(80),
    body: Text(2000),
    awards: z.array(MailAward).max(10).default([]),
    segment: MailSegment.default({}),
    /**
     * One player instead of a segment: their copy is made once it is live (and approved), under
     * the same four eyes and budget as a broadcast reaching one player.
     */
    player: MailPlayerRef.optional(),
    /** Absent: now. */
    startsAt: EpochSeconds.optional(),
    expiresAt: EpochSeconds,
    /** Let players who register while it runs collect its attachment too. */
    openToNewPlayers: z.boolean().default(false),
  })
  .refine(
    (r) => r.player === undefined || (Object.keys(r.segment).length === 0 && !r.openToNewPlayers),
    { message: 'a mail to one player has no segment', path: ['player'] },
  );

export const MailSegmentCountRequest = z.object({
  segment: MailSegment.default({}),
  /** An attachment bounds the segment to the players registered by now (unless open). */
  withAwards: z.boolean().default(false),
  openToNewPlayers: z.boolean().default(false),
});
export const MailSegmentCountAnswer = z.object({ players: z.number().int().min(0) });
export type MailSegmentCountAnswer = z.infer<typeof MailSegmentCountAnswer>;

/** A broadcast as the console lists it. */
export const MailBroadcastItem = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  awards: z.array(StoredMailAward),
  segment: z.object({
    vipMin: z.number().int().nullable(),
    vipMax: z.number().int().nullable(),
    registeredFrom: EpochSeconds.nullable(),
    registeredTo: EpochSeconds.nullable(),
    deposited: z.boolean().nullable(),
  }),
  /** A mail to one player (mailSend): their id; null for a broadcast to a segment. */
  userId: z.number().int().positive().nullable(),
  startsAt: EpochSeconds,
  expiresAt: EpochSeconds,
  createdBy: z.string(),
  createdAt: EpochSeconds,
  /** Cancelled before it started: copied to no one. */
  cancelledAt: EpochSeconds.nullable(),
  /**
   * pending: waits for a second member's approval (copied to no one); refused: by that member;
   * scheduled: not started; live: being copied; ended: expired; cancelled.
   */
  state: z.enum(['pending', 'refused', 'scheduled', 'live', 'ended', 'cancelled']),
  /** The staff member who sent it (null: the ops CLI). */
  requestedBy: z.number().int().positive().nullable(),
  /**
   * The coin it creates, hundredths: the coin of one copy × the players its segment reached when
   * it was sent (a mail to one player: one). What the four-eyes budget counts.
   */
  coinTotal: z.number().min(0),
  /** Who approved or refused it (a pending one's second member), and a refusal's reason. */
  decidedBy: z.string().nullable(),
  refuseReason: z.string().nullable(),
  /** Players with a copy, and of those, attachments claimed. */
  copies: z.number().int().min(0),
  claimed: z.number().int().min(0),
});
export type MailBroadcastItem = z.infer<typeof MailBroadcastItem>;

export const MailBroadcastsRequest = z.object({
  limit: z.number().int().min(1).max(200).default(50),
});
export const MailBroadcastsAnswer = z.object({
  list: z.array(MailBroadcastItem),
  /** The operator's cap on the coin of one attachment (hundredths; setting `mail.attachmentCap`). */
  attachmentCap: z.number().int().min(0),
});
export type MailBroadcastsAnswer = z.infer<typeof MailBroadcastsAnswer>;

export const MailBroadcastCancelRequest = z.object({ id: RequestId });

/** A mail to one player: words only (attachments are the broadcasts' and rewards' tools). */
export const MailSendRequest = z.object({
  userId: RequestId,
  title: Text(80),
  body: Text(2000),
  /** Absent: 30 days from now. */
  expiresAt: EpochSeconds.optional(),
});
export const MailBroadcastIdAnswer = z.object({ id: z.number().int().positive() });

/** The broadcasts waiting for a second member's approval, oldest first. */
export const MailPendingRequest = z.object({
  limit: z.number().int().min(1).max(200).default(50),
});
export const MailPendingAnswer = z.object({ list: z.array(MailBroadcastItem) });
export type MailPendingAnswer = z.infer<typeof MailPendingAnswer>;

export const MailApproveRequest = z.object({ id: RequestId });
export const MailRefuseRequest = z.object({
  id: RequestId,
  reason: z.string().trim().min(1).max(500).optional(),
});
