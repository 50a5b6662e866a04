import { sql, type RawBuilder } from 'kysely';
import type { MailAttachmentValue, MailTemplateValue } from '@lobby/contract/mail';
import type { Db } from '@/db/database';
import { onBreakAtSql, onBreakSql } from '../breaks/breaks.reads';
import type { KeysetWindow } from '@/core/keyset-paging';
import type { Award } from '../rewards/awards';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * What a broadcast's segment reads of a player, as SQL of the player's id: each module's own
 * expression (its player-state part), so this module names none of their tables.
 */
export interface SegmentFacts {
  /** The VIP level reached (0 for none). */
  vipLevel(userId: RawBuilder<number>): RawBuilder<number>;
  /** The deposits credited in all, hundredths. */
  depositTotal(userId: RawBuilder<number>): RawBuilder<number>;
  /** When the player registered. */
  registeredAt(userId: RawBuilder<number>): RawBuilder<Date>;
}

/** A system mail the engine's rule writes: once per player and source. */
export interface SystemMail {
  userId: number;
  sourceKey: string;
  template: MailTemplateValue;
  params: Record<string, string | number>;
  sentAt: Date;
}

/** A mail as the inbox shows it, times in epoch seconds. */
export interface MailRow {
  id: number;
  kind: 'system' | 'broadcast';
  template: MailTemplateValue | null;
  params: Record<string, string | number>;
  title: string | null;
  awards: Award[];
  attachment: MailAttachmentValue;
  read: boolean;
  sentAt: number;
  expiresAt: number | null;
  claimedAt: number | null;
}

/** The source key of a broadcast's copy: one per player and broadcast. */
const broadcastKey = (b: RawBuilder<unknown>) => sql`'b:' || ${b}`;

/**
 * The live broadcasts (started, not expired, by the lobby's clock) whose segment the player
 * matches and that they have no copy of yet, deleted copies included: what their first open
 * of the inbox copies to them.
 */
const uncopiedBroadcasts = (userId: number, facts: SegmentFacts) => {
  const u = sql<number>`${userId}::bigint`;
  return sql`
    select b.id, b.awards, b.expires_at
    from (
      select ${facts.vipLevel(u)} as vip, ${facts.registeredAt(u)} as registered_at,
        ${facts.depositTotal(u)} > 0 as deposited
    ) p
    join (
      -- The live broadcasts to a segment, and the player's own mails to one player (each by its
      -- index); a cancelled one to no one.
      select * from mail_broadcasts
      where user_id is null and cancelled_at is null
        and expires_at > app_now() and starts_at <= app_now()
      union all
      select * from mail_broadcasts
      where user_id = ${u} and cancelled_at is null
        and expires_at > app_now() and starts_at <= app_now()
    ) b
      -- Nor one waiting for (or refused) a second member's approval.
      on b.approval in ('alone', 'approved')
    where (b.vip_min is null or p.vip >= b.vip_min)
      and (b.vip_max is null or p.vip <= b.vip_max)
      and (b.registered_from is null or p.registered_at >= b.registered_from)
      and (b.registered_to is null or p.registered_at < b.registered_to)
      and (b.deposited is null or b.deposited = p.deposited)
      and not exists (
        select 1 from mail m where m.user_id = ${u} and m.source_key = ${broadcastKey(sql`b.id`)}
      )
      -- No promotion reaches a player on a time-out or self-exclusion: none while it holds, and
      -- none sent (started) while it held (ADR 0071).
      and not ${onBreakSql(u)}
      and not ${onBreakAtSql(u, sql`b.starts_at`)}
  `;
};

/**
 * Copies to the player every live broadcast they match and have no copy of, in one set-based
 * statement: a broadcast is stored once and a player's copy is made on their first open (ADR
 * 0036). Concurrent first opens make each copy once (the key is unique per player). Answers
 * how many it made.
 */
export const copyBroadcasts = async (db: Db, userId: number, facts: SegmentFacts) => {
  const result = await sql`
    insert into mail (user_id, source_key, broadcast_id, awards, sent_at, expires_at)
    select ${userId}::bigint, ${broadcastKey(sql`b.id`)}, b.id, b.awards, app_now(), b.expires_at
    from (${uncopiedBroadcasts(userId, facts)}) b
    order by b.id
    on conflict (user_id, source_key) do nothing
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
};

/** Writes the system mails of a batch of events, each once per player and source. */
export const insertSystemMails = async (trx: Db, mails: readonly SystemMail[]) => {
  if (mails.length === 0) return;
  await sql`
    insert into mail (user_id, source_key, template, params, sent_at)
    select m.user_id, m.source_key, m.template, m.params::jsonb, m.sent_at
    from unnest(
      ${sql.val(mails.map((m) => m.userId))}::bigint[],
      ${sql.val(mails.map((m) => m.sourceKey))}::text[],
      ${sql.val(mails.map((m) => m.template))}::text[],
      ${sql.val(mails.map((m) => JSON.stringify(m.params)))}::text[],
      ${sql.val(mails.map((m) => m.sentAt.toISOString()))}::timestamptz[]
    ) as m (user_id, source_key, template, params, sent_at)
    on conflict (user_id, source_key) do nothing
  `.execute(trx);
};

/** A mail with an attachment that can be claimed now, by the lobby's clock (alias `m`). */
const claimableNow = sql`m.awards is not null and m.claimed_at is null
  and (m.expires_at is null or m.expires_at > app_now())`;

const epoch = (column: RawBuilder<unknown>) => sql`floor(extract(epoch from ${column}))::bigint`;

/** The columns of a mail as the inbox shows it (`m` the mail, `b` its broadcast). */
const itemColumns = sql`
  m.id, m.template, m.params, b.title, m.awards,
  case when m.broadcast_id is null then 'system' else 'broadcast' end as kind,
  case
    when m.awards is null then 'none'
    when m.claimed_at is not null then 'claimed'
    when m.expires_at is not null and m.expires_at <= app_now() then 'expired'
    else 'unclaimed'
  end as attachment,
  m.read_at is not null as read,
  ${epoch(sql`m.sent_at`)} as sent_at,
  ${epoch(sql`m.expires_at`)} as expires_at,
  ${epoch(sql`m.claimed_at`)} as claimed_at
`;

interface ItemRow {
  id: number | string;
  template: string | null;
  params: unknown;
  title: string | null;
  awards: unknown;
  kind: 'system' | 'broadcast';
  attachment: MailAttachmentValue;
  read: boolean;
  sent_at: number | string;
  expires_at: number | string | null;
  claimed_at: number | string | null;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

const mailOf = (row: ItemRow): MailRow => ({
  id: Number(row.id),
  kind: row.kind,
  template: row.template as MailTemplateValue | null,
  params: json<Record<string, string | number>>(row.params),
  title: row.title,
  awards: row.awards === null ? [] : json<Award[]>(row.awards),
  attachment: row.attachment,
  read: row.read,
  sentAt: Number(row.sent_at),
  expiresAt: orNull(row.expires_at),
  claimedAt: orNull(row.claimed_at),
});

/**
 * A page of the player's inbox, newest first (keyset on the id), with how many mails it holds
 * (capped), how many are unread and how many attachments can be claimed now: one statement.
 */
export const inboxPage = async (db: Db, userId: number, page: KeysetWindow) => {
  const start = page.after === undefined ? sql`` : sql`and m.id < ${page.after}`;
  const { rows } = await sql<{
    counted: number;
    unread: number;
    unclaimed: number;
    list: ItemRow[] | string;
  }>`
    select
      (select count(*) from (
        select 1 from mail m where m.user_id = ${userId} and m.deleted_at is null
        limit ${page.countCap + 1}
      ) counted)::int as counted,
      (select count(*) from mail m
        where m.user_id = ${userId} and m.read_at is null and m.deleted_at is null)::int as unread,
      (select count(*) from mail m
        where m.user_id = ${userId} and m.deleted_at is null and ${claimableNow})::int as unclaimed,
      coalesce((
        select json_agg(x order by x.id desc) from (
          select ${itemColumns}
          from mail m left join mail_broadcasts b on b.id = m.broadcast_id
          where m.user_id = ${userId} and m.deleted_at is null ${start}
          order by m.id desc
          limit ${page.limit} offset ${page.offset}
        ) x
      ), '[]') as list
  `.execute(db);
  const row = rows[0]!;
  return {
    counted: row.counted,
    unread: row.unread,
    unclaimed: row.unclaimed,
    list: json<ItemRow[]>(row.list).map(mailOf),
  };
};

/**
 * The player's mail with its body, marked read if it was not (one statement: the mark is a
 * write only the first time). Undefined when it is not theirs or was deleted.
 */
export const openMail = async (db: Db, userId: number, id: number) => {
  const { rows } = await sql<ItemRow & { body: string | null }>`
    with marked as (
      update mail set read_at = now()
      where id = ${id} and user_id = ${userId} and deleted_at is null and read_at is null
    )
    select ${itemColumns}, b.body
    from mail m left join mail_broadcasts b on b.id = m.broadcast_id
    where m.id = ${id} and m.user_id = ${userId} and m.deleted_at is null
  `.execute(db);
  const row = rows[0];
  return row ? { ...mailOf(row), read: true, body: row.body } : undefined;
};

/** A mail locked for its claim: the player's, not deleted. */
export const lockMail = async (trx: Db, userId: number, id: number) => {
  const { rows } = await sql<{
    source_key: string;
    awards: unknown;
    grant_id: number | string | null;
    expires_at: Date | null;
    expired: boolean;
  }>`
    select source_key, awards, grant_id, expires_at,
      expires_at is not null and expires_at <= app_now() as expired
    from mail
    where id = ${id} and user_id = ${userId} and deleted_at is null
    for update
  `.execute(trx);
  const row = rows[0];
  return row
    ? {
        sourceKey: row.source_key,
        awards: row.awards === null ? null : json<Award[]>(row.awards),
        grantId: row.grant_id === null ? null : Number(row.grant_id),
        expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
        expired: row.expired,
      }
    : undefined;
};

/** The attachment is claimed, by its grant; the mail is read. */
export const markClaimed = (trx: Db, id: number, grantId: number) =>
  trx
    .updateTable('mail')
    .set({
      grant_id: grantId,
      claimed_at: sql<Date>`now()`,
      read_at: sql<Date>`coalesce(read_at, now())`,
    })
    .where('id', '=', id)
    .execute();

/** The player's mails whose attachment can be claimed now, oldest first (at most `limit`). */
export const claimableMailIds = async (db: Db, userId: number, limit: number) =>
  (
    await sql<{ id: number | string }>`
      select m.id from mail m
      where m.user_id = ${userId} and m.deleted_at is null and ${claimableNow}
      order by m.id
      limit ${limit}
    `.execute(db)
  ).rows.map((r) => Number(r.id));

/**
 * The player's mails among `ids`, deleted ones included: whether each is deleted and whether
 * its attachment can still be claimed.
 */
export const mailStates = async (db: Db, userId: number, ids: readonly number[]) =>
  (
    await sql<{ id: number | string; deleted: boolean; claimable: boolean }>`
      select m.id, m.deleted_at is not null as deleted, ${claimableNow} as claimable
      from mail m
      where m.user_id = ${userId} and m.id = any(${sql.val(ids)}::bigint[])
    `.execute(db)
  ).rows.map((r) => ({ id: Number(r.id), deleted: r.deleted, claimable: r.claimable }));

/**
 * Deletes the player's mails among `ids` that have nothing left to claim: the condition is
 * checked here, in the statement that deletes, so a mail with an attachment to claim is never
 * deleted.
 */
export const deleteMails = async (db: Db, userId: number, ids: readonly number[]) => {
  if (ids.length === 0) return;
  await sql`
    update mail m set deleted_at = now()
    where m.user_id = ${userId} and m.id = any(${sql.val(ids)}::bigint[])
      and m.deleted_at is null and not (${claimableNow})
  `.execute(db);
};

/**
 * The red dots' rows (`select activity, n`, for the bonus centre's one statement): `flag:mail`
 * when a mail is unread, `flag:mailAward` when an attachment can be claimed, each counting the
 * live broadcasts the player matches and has no copy of yet (unread, by definition).
 */
export const flagRows = (userId: number, facts: SegmentFacts) => sql`
  select 'flag:mail' as activity, (
    exists (
      select 1 from mail m
      where m.user_id = ${userId} and m.read_at is null and m.deleted_at is null
    )
    or exists (${uncopiedBroadcasts(userId, facts)})
  )::int as n
  union all
  select 'flag:mailAward', (
    exists (
      select 1 from mail m where m.user_id = ${userId} and m.deleted_at is null and ${claimableNow}
    )
    or exists (select 1 from (${uncopiedBroadcasts(userId, facts)}) u where u.awards is not null)
  )::int
`;
