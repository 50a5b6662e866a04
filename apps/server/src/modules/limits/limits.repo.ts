import { sql } from 'kysely';
import type { PlayLimitKind } from '@lobby/contract/values/play-limits';
import type { Db } from '@/db/database';

/** The players' limits, their changes and their day counters (migration 20261206010000). */

export interface LimitRow {
  kind: PlayLimitKind;
  value: number | null;
  pending: boolean;
  pendingValue: number | null;
  pendingAt: Date | null;
}

const limitColumns = [
  'kind',
  'value',
  'pending',
  'pending_value as pendingValue',
  'pending_at as pendingAt',
] as const;

export const findLimits = async (db: Db, userId: number) =>
  (await db
    .selectFrom('play_limits')
    .select(limitColumns)
    .where('user_id', '=', userId)
    .execute()) as LimitRow[];

/** The player's row of a kind, locked (made first when missing, so a first change locks too). */
export const lockLimit = async (trx: Db, userId: number, kind: PlayLimitKind) => {
  await trx
    .insertInto('play_limits')
    .values({ user_id: userId, kind })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return (await trx
    .selectFrom('play_limits')
    .select(limitColumns)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirstOrThrow()) as LimitRow;
};

export const writeLimit = (
  trx: Db,
  userId: number,
  kind: PlayLimitKind,
  next: { value: number | null; pending: { value: number | null; at: Date } | null },
) =>
  trx
    .updateTable('play_limits')
    .set({
      value: next.value,
      pending: next.pending !== null,
      pending_value: next.pending?.value ?? null,
      pending_at: next.pending?.at ?? null,
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();

export const insertChange = (
  trx: Db,
  change: {
    userId: number;
    kind: PlayLimitKind;
    action: 'set' | 'request' | 'confirm' | 'cancel';
    before: number | null;
    after: number | null;
    staffId?: number | undefined;
    effectiveAt?: Date | undefined;
  },
) =>
  trx
    .insertInto('play_limit_changes')
    .values({
      user_id: change.userId,
      kind: change.kind,
      action: change.action,
      before: change.before,
      after: change.after,
      staff_id: change.staffId ?? null,
      effective_at: change.effectiveAt ?? null,
      created_at: sql<Date>`app_now()`,
    })
    .execute();

export const listChanges = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('play_limit_changes as c')
    .select([
      'c.id',
      'c.kind',
      'c.action',
      'c.before',
      'c.after',
      'c.staff_id as staffId',
      'c.effective_at as effectiveAt',
      'c.created_at as createdAt',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

/** The lobby's now, the operator's day and the starts and ends of its day, week and month. */
export interface Periods {
  now: Date;
  day: { start: Date; end: Date };
  week: { start: Date; end: Date };
  month: { start: Date; end: Date };
  /** The lobby's clock minus the database's (the test clock's shift), in seconds. */
  shiftSeconds: number;
  /** The first operator day of the week or the month, whichever is earlier (YYYY-MM-DD). */
  since: string;
}

export const periodsOf = async (db: Db, timeZone: string): Promise<Periods> => {
  const { rows } = await sql<{
    now: Date;
    day: Date;
    dayEnd: Date;
    week: Date;
    weekEnd: Date;
    month: Date;
    monthEnd: Date;
    shift: string;
    since: string;
  }>`
    with t as (select app_now() as now, (app_now() at time zone ${timeZone})::date::timestamp as d)
    select now,
      d at time zone ${timeZone} as day,
      (d + interval '1 day') at time zone ${timeZone} as "dayEnd",
      date_trunc('week', d) at time zone ${timeZone} as week,
      (date_trunc('week', d) + interval '7 days') at time zone ${timeZone} as "weekEnd",
      date_trunc('month', d) at time zone ${timeZone} as month,
      (date_trunc('month', d) + interval '1 month') at time zone ${timeZone} as "monthEnd",
      extract(epoch from now - now()) as shift,
      least(date_trunc('week', d), date_trunc('month', d))::date::text as since
    from t
  `.execute(db);
  const r = rows[0]!;
  return {
    now: new Date(r.now),
    day: { start: new Date(r.day), end: new Date(r.dayEnd) },
    week: { start: new Date(r.week), end: new Date(r.weekEnd) },
    month: { start: new Date(r.month), end: new Date(r.monthEnd) },
    shiftSeconds: Number(r.shift),
    since: r.since,
  };
};

/** The player's counters over the operator's day, week (from Monday) and month. */
export const usageOf = async (db: Db, userId: number, timeZone: string) => {
  const { rows } = await sql<Record<string, string | null>>`
    with t as (select (app_now() at time zone ${timeZone})::date as d)
    select
      sum(deposited) filter (where day = t.d) as "depositDay",
      sum(deposited) filter (where day >= date_trunc('week', t.d::timestamp)::date) as "depositWeek",
      sum(deposited) filter (where day >= date_trunc('month', t.d::timestamp)::date) as "depositMonth",
      sum(cash_staked - cash_paid) filter (where day = t.d) as "lossDay",
      sum(cash_staked - cash_paid)
        filter (where day >= date_trunc('week', t.d::timestamp)::date) as "lossWeek",
      sum(cash_staked - cash_paid)
        filter (where day >= date_trunc('month', t.d::timestamp)::date) as "lossMonth",
      sum(staked) filter (where day = t.d) as "wagerDay"
    from t left join play_limit_days p on p.user_id = ${userId}
      and p.day >= least(date_trunc('month', t.d::timestamp), date_trunc('week', t.d::timestamp))::date
      and p.day <= t.d
    group by t.d
  `.execute(db);
  const row = rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    depositDay: n('depositDay'),
    depositWeek: n('depositWeek'),
    depositMonth: n('depositMonth'),
    lossDay: n('lossDay'),
    lossWeek: n('lossWeek'),
    lossMonth: n('lossMonth'),
    wagerDay: n('wagerDay'),
  };
};

/** Whether the player has a loss or wager limit in force (the wallet counts only then). */
export const tracksRounds = async (db: Db, userId: number) =>
  (await db
    .selectFrom('play_limits')
    .select('kind')
    .where('user_id', '=', userId)
    .where('value', 'is not', null)
    .where('kind', 'in', ['wagerDay', 'lossDay', 'lossWeek', 'lossMonth'])
    .executeTakeFirst()) !== undefined;

/**
 * The rounds' counters of the days from `since` (an operator day), rewritten from what the
 * wallet recorded (`rounds`, the games module's piece: day, staked, cash staked, cash paid), when
 * the wallet starts counting a player's rounds.
 */
export const rewriteRoundDays = (trx: Db, userId: number, rounds: ReturnType<typeof sql>) =>
  sql`
    insert into play_limit_days as p (user_id, day, staked, cash_staked, cash_paid)
    select ${userId}, r.day, r.staked, r.cash_staked, r.cash_paid from ${rounds} r
    on conflict (user_id, day) do update
    set staked = excluded.staked, cash_staked = excluded.cash_staked,
      cash_paid = excluded.cash_paid
  `.execute(trx);

/** A deposit asked for against the deposit limits: null when counted, else the refusal. */
export const chargeDeposit = async (db: Db, userId: number, amount: number) =>
  (
    await sql<{
      refusal: { limit: string; left: number; resetsAt: number } | null;
    }>`select play_limits_deposit(${userId}::bigint, ${amount}::bigint) as refusal`.execute(db)
  ).rows[0]!.refusal;
