import { sql } from 'kysely';
import { z } from 'zod';
import { MAIL_AWARD_COUNT_MAX } from '@lobby/contract/console-mail';
import { couponKindOf } from '@lobby/contract/values/coupons';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { Award, coinOf, PropId } from '../rewards/awards';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import type { SettingsService } from '../settings/settings.service';
import type { SegmentFacts } from './mail.repo';
import { MAIL_KEY, MailRules } from './mail.settings';

/** Who receives a broadcast: every condition set must hold (none set: every player). */
export const BroadcastSegment = z
  .object({
    /** The VIP level reached, at least and at most. */
    vipMin: z.number().int().min(0).max(100).optional(),
    vipMax: z.number().int().min(0).max(100).optional(),
    /** Registered at or after, and before. */
    registeredFrom: z.date().optional(),
    registeredTo: z.date().optional(),
    /** Has deposited (true) or never has (false). */
    deposited: z.boolean().optional(),
  })
  .refine((s) => s.vipMin === undefined || s.vipMax === undefined || s.vipMin <= s.vipMax, {
    message: 'vipMin is above vipMax',
  })
  .refine(
    (s) =>
      s.registeredFrom === undefined ||
      s.registeredTo === undefined ||
      s.registeredFrom < s.registeredTo,
    { message: 'registeredFrom is not before registeredTo' },
  );
export type BroadcastSegment = z.infer<typeof BroadcastSegment>;

const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !text.includes('\u0000'), { message: 'holds a NUL character' });

/** An operator's broadcast, as the CLI (and later the console) gives it. */
export const NewBroadcast = z.object({
  title: Text(80),
  body: Text(2000),
  /** The attachment every copy carries (empty: none), each count within the contract's bound. */
  awards: z
    .array(Award.extend({ count: Award.shape.count.max(MAIL_AWARD_COUNT_MAX) }))
    .max(10)
    .default([]),
  segment: BroadcastSegment.default({}),
  /** When players start receiving it (default: now, by the lobby's clock). */
  startsAt: z.date().optional(),
  /** When it ends: it is copied to no one after, and its attachment can no longer be claimed. */
  expiresAt: z.date(),
  /**
   * An attachment reaches only the players registered when it is sent, unless the segment bounds
   * registration itself or this lets later registrations in: otherwise every account made while
   * it runs would collect it, which is what a farmer would do.
   */
  openToNewPlayers: z.boolean().default(false),
});
export type NewBroadcast = z.input<typeof NewBroadcast>;

/** A broadcast refused before it is stored: what is wrong with it, in words. */
export class BroadcastInvalid extends Error {}

/** An attachment whose coin is above the operator's cap per attachment (`mail.attachmentCap`). */
export class AttachmentOverCap extends BroadcastInvalid {
  constructor(
    readonly coin: number,
    readonly cap: number,
  ) {
    super(`the attachment carries ${coin} coin (hundredths), above the cap of ${cap}`);
  }
}

/**
 * The props an attachment may hold: what a claim can pay into a player's accounts (coin, points)
 * and the coupons the rewards setting defines. So no broadcast promises what its claim cannot
 * deliver.
 */
const checkAwards = (awards: readonly Award[], rules: RewardsRules) => {
  for (const { propId } of awards) {
    if (couponKindOf(propId) !== null) {
      if (!rules.coupons[String(propId)])
        throw new BroadcastInvalid(`coupon ${propId} is not defined in the rewards setting`);
    } else if (propId !== PropId.Coin && propId !== PropId.Points) {
      throw new BroadcastInvalid(
        `prop ${propId} cannot be attached (coin 2001, points 2002, defined coupons)`,
      );
    }
  }
};

/**
 * The segment as stored: an attachment closed to new players reaches only those registered by
 * `now` (the real time, which registrations keep), unless the segment bounds registration itself.
 */
const boundedSegment = (segment: BroadcastSegment, closed: boolean, now: Date) => ({
  ...segment,
  registeredTo: segment.registeredTo ?? (closed ? now : undefined),
});

/**
 * Stores a broadcast once (docs/rewards/mail.md, ADR 0036): no row is written for any player
 * now; each matching player's copy is made when they first open their inbox while it is live.
 * Answers its id.
 */
export const createBroadcast = async (
  deps: { db: Db; settings: Pick<SettingsService, 'get'> },
  input: NewBroadcast,
  createdBy: string,
) => {
  const parsed = NewBroadcast.safeParse(input);
  if (!parsed.success) throw new BroadcastInvalid(z.prettifyError(parsed.error));
  const broadcast = parsed.data;
  checkAwards(broadcast.awards, await deps.settings.get(REWARDS_RULES_KEY, RewardsRules));
  const { attachmentCap } = await deps.settings.get(MAIL_KEY, MailRules);
  const coin = coinOf(broadcast.awards);
  if (coin > attachmentCap) throw new AttachmentOverCap(coin, attachmentCap);
  // The lobby's clock for the window; the real time for registrations, which keep it.
  const { rows } = await sql<{ now: Date; real: Date }>`
    select app_now() as now, now() as real
  `.execute(deps.db);
  const now = new Date(rows[0]!.now);
  const real = new Date(rows[0]!.real);
  const startsAt = broadcast.startsAt ?? now;
  if (broadcast.expiresAt <= startsAt) throw new BroadcastInvalid('it must expire after it starts');
  if (broadcast.expiresAt <= now) throw new BroadcastInvalid('it must expire in the future');
  const segment = boundedSegment(
    broadcast.segment,
    broadcast.awards.length > 0 && !broadcast.openToNewPlayers,
    real,
  );
  if (
    segment.registeredTo !== undefined &&
    segment.registeredFrom !== undefined &&
    segment.registeredFrom >= segment.registeredTo
  )
    throw new BroadcastInvalid(
      'registeredFrom is after the time it is sent: let new players in (openToNewPlayers)',
    );
  const row = await deps.db
    .insertInto('mail_broadcasts')
    .values({
      title: broadcast.title,
      body: broadcast.body,
      awards: broadcast.awards.length > 0 ? JSON.stringify(broadcast.awards) : null,
      vip_min: segment.vipMin ?? null,
      vip_max: segment.vipMax ?? null,
      registered_from: segment.registeredFrom ?? null,
      registered_to: segment.registeredTo ?? null,
      deposited: segment.deposited ?? null,
      starts_at: startsAt,
      expires_at: broadcast.expiresAt,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    startsAt,
    expiresAt: broadcast.expiresAt,
    segment,
    awards: broadcast.awards,
  };
};

/** The players a segment (as stored: bounded) reaches now. */
const segmentSize = async (db: Db, facts: SegmentFacts, s: BroadcastSegment) => {
  const u = sql<number>`u.id`;
  const { rows } = await sql<{ players: number }>`
    select count(*)::int as players
    from ${playersSql} u
    cross join lateral (
      select ${facts.vipLevel(u)} as vip, ${facts.depositTotal(u)} > 0 as deposited
    ) p
    where (${s.vipMin ?? null}::int is null or p.vip >= ${s.vipMin ?? null}::int)
      and (${s.vipMax ?? null}::int is null or p.vip <= ${s.vipMax ?? null}::int)
      and (${s.registeredFrom ?? null}::timestamptz is null
        or u.created_at >= ${s.registeredFrom ?? null}::timestamptz)
      and (${s.registeredTo ?? null}::timestamptz is null
        or u.created_at < ${s.registeredTo ?? null}::timestamptz)
      and (${s.deposited ?? null}::boolean is null or p.deposited = ${s.deposited ?? null}::boolean)
  `.execute(db);
  return rows[0]!.players;
};

/**
 * How many players a segment reaches now, as a broadcast's copying reads them (its segment
 * facts), with an attachment closed to new players bounded as createBroadcast stores it.
 */
export const countSegment = async (
  db: Db,
  facts: SegmentFacts,
  input: { segment: BroadcastSegment; withAwards: boolean; openToNewPlayers: boolean },
) => {
  const parsed = BroadcastSegment.safeParse(input.segment);
  if (!parsed.success) throw new BroadcastInvalid(z.prettifyError(parsed.error));
  return segmentSize(
    db,
    facts,
    boundedSegment(parsed.data, input.withAwards && !input.openToNewPlayers, new Date()),
  );
};

/**
 * The players a segment (as stored: bounded) reaches now, and whether it is still open: a
 * segment not bounded by a registration time already past also reaches accounts made later, so
 * its size now says nothing of what it will cost.
 */
export const segmentReach = async (db: Db, facts: SegmentFacts, s: BroadcastSegment) => {
  const { rows } = await sql<{ open: boolean }>`
    select ${s.registeredTo ?? null}::timestamptz is null
      or ${s.registeredTo ?? null}::timestamptz > now() as open
  `.execute(db);
  return { players: await segmentSize(db, facts, s), open: rows[0]!.open };
};

/** Where a broadcast stands: its approval, then the lobby's clock. */
export type BroadcastState = 'pending' | 'refused' | 'scheduled' | 'live' | 'ended' | 'cancelled';

/**
 * The latest broadcasts (and mails to one player), newest first (or the one of `id`, or the
 * ones waiting for approval, oldest first), with how many players have a copy and how many
 * claimed its attachment (the operator's view of its reach and cost).
 */
export const listBroadcasts = async (
  db: Db,
  limit: number,
  { id, pending = false }: { id?: number; pending?: boolean } = {},
) =>
  (
    await sql<{
      id: number | string;
      title: string;
      body: string;
      awards: unknown;
      starts_at: Date;
      expires_at: Date;
      vip_min: number | null;
      vip_max: number | null;
      registered_from: Date | null;
      registered_to: Date | null;
      deposited: boolean | null;
      user_id: number | string | null;
      created_by: string;
      created_at: Date;
      cancelled_at: Date | null;
      requested_by: number | string | null;
      coin_total: number | string;
      decided_by_name: string | null;
      refuse_reason: string | null;
      state: BroadcastState;
      copies: number;
      claimed: number;
    }>`
      select b.*,
        case
          when b.cancelled_at is not null then 'cancelled'
          when b.approval = 'pending' then 'pending'
          when b.approval = 'refused' then 'refused'
          when b.starts_at > app_now() then 'scheduled'
          when b.expires_at > app_now() then 'live'
          else 'ended'
        end as state,
        (select count(*) from mail m where m.broadcast_id = b.id)::int as copies,
        (select count(*) from mail m
          where m.broadcast_id = b.id and m.claimed_at is not null)::int as claimed
      from mail_broadcasts b
      where ${id === undefined ? sql`true` : sql`b.id = ${id}`}
        and ${pending ? sql`b.approval = 'pending' and b.cancelled_at is null` : sql`true`}
      order by ${pending ? sql`b.id` : sql`b.id desc`}
      limit ${limit}
    `.execute(db)
  ).rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    body: r.body,
    awards: (typeof r.awards === 'string' ? JSON.parse(r.awards) : r.awards) as Award[] | null,
    startsAt: new Date(r.starts_at),
    expiresAt: new Date(r.expires_at),
    segment: {
      vipMin: r.vip_min,
      vipMax: r.vip_max,
      registeredFrom: r.registered_from === null ? null : new Date(r.registered_from),
      registeredTo: r.registered_to === null ? null : new Date(r.registered_to),
      deposited: r.deposited,
    },
    userId: r.user_id === null ? null : Number(r.user_id),
    createdBy: r.created_by,
    createdAt: new Date(r.created_at),
    cancelledAt: r.cancelled_at === null ? null : new Date(r.cancelled_at),
    requestedBy: r.requested_by === null ? null : Number(r.requested_by),
    coinTotal: Number(r.coin_total),
    decidedBy: r.decided_by_name,
    refuseReason: r.refuse_reason,
    state: r.state,
    copies: r.copies,
    claimed: r.claimed,
  }));
