import { sql } from 'kysely';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import type { Db } from '@/db/database';
import { json } from './jackpot-sql';

/**
 * What the engine's rule (jackpot.event-rule.ts) writes as events reach it: the chances credited
 * deposits earn, the pools' feed's place in the outbox, the big wins of the lobby's feed.
 */

/**
 * Credited deposits' chances, once per order, in one statement for a batch (in its order): the
 * operator day's deposits of a player, of `perChance` each, earn at most `limit` chances that
 * day; each order earns what the day had not earned yet before it (never taken back when the
 * limits change). An order seen again earns nothing.
 */
export const creditDeposits = async (
  trx: Db,
  input: {
    deposits: readonly { orderNo: string; userId: number; at: Date; amount: number }[];
    tz: string;
    perChance: number;
    limit: number;
  },
) => {
  if (input.deposits.length === 0) return;
  const d = input.deposits;
  await sql`
    with input as (
      select distinct on (i.order_no) i.order_no, i.user_id, i.amount, i.seq,
        (reward_period_keys(i.at, ${input.tz}))[1] as day
      from unnest(
        ${sql.val(d.map((x) => x.orderNo))}::text[],
        ${sql.val(d.map((x) => x.userId))}::bigint[],
        ${sql.val(d.map((x) => x.at.toISOString()))}::timestamptz[],
        ${sql.val(d.map((x) => x.amount))}::bigint[]
      ) with ordinality as i (order_no, user_id, at, amount, seq)
      where not exists (select 1 from jackpot_deposits j where j.order_no = i.order_no)
      order by i.order_no, i.seq
    ),
    before as (
      select k.user_id, k.day, coalesce(sum(j.amount), 0) as amount,
        coalesce(sum(j.chances), 0) as chances
      from (select distinct user_id, day from input) k
      left join jackpot_deposits j on j.user_id = k.user_id and j.day_key = k.day
      group by k.user_id, k.day
    ),
    upto as (
      select i.*, b.chances as earned,
        least(${input.limit}, floor((b.amount + sum(i.amount) over w) / ${input.perChance})) as upto
      from input i join before b on b.user_id = i.user_id and b.day = i.day
      window w as (partition by i.user_id, i.day order by i.seq)
    ),
    made as (
      insert into jackpot_deposits (order_no, user_id, day_key, amount, chances)
      select order_no, user_id, day, amount,
        greatest(0, upto - greatest(earned, coalesce(lag(upto) over w, earned)))::int
      from upto
      window w as (partition by user_id, day order by seq)
      on conflict (order_no) do nothing
      returning user_id, chances
    )
    insert into jackpot_chances (user_id, chances)
    select user_id, sum(chances) from made group by user_id having sum(chances) > 0
    on conflict (user_id) do update
      set chances = jackpot_chances.chances + excluded.chances, updated_at = now()
  `.execute(trx);
};

/** Where the pools' feed stopped in the outbox, and what it carries; locked (feeds take turns). */
export const lockFeed = async (trx: Db) => {
  const row = (
    await sql<{ tx: string; event_id: number; carry: unknown }>`
      select tx::text as tx, event_id, carry from jackpot_feed where id for update
    `.execute(trx)
  ).rows[0]!;
  return {
    tx: BigInt(row.tx),
    eventId: Number(row.event_id),
    carry: json<Partial<Record<JackpotTierValue, number>>>(row.carry),
  };
};

export const saveFeed = (
  trx: Db,
  feed: { tx: string; eventId: number; carry: Record<JackpotTierValue, number> },
) =>
  sql`
    update jackpot_feed set tx = ${feed.tx}::xid8, event_id = ${feed.eventId},
      carry = ${JSON.stringify(feed.carry)}::jsonb
    where id
  `.execute(trx);

/** Rounds that paid a big multiple, once per event. */
export const insertBigWins = async (
  trx: Db,
  rows: readonly {
    eventId: number;
    userId: number;
    gameId: number;
    bet: number;
    win: number;
    at: Date;
  }[],
) => {
  if (rows.length === 0) return;
  await trx
    .insertInto('lobby_big_wins')
    .values(
      rows.map((r) => ({
        event_id: r.eventId,
        user_id: r.userId,
        game_id: r.gameId,
        bet: r.bet,
        win: r.win,
        created_at: r.at,
      })),
    )
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
};
