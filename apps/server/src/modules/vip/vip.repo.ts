import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';
import { publishEvents } from '../rewards/publish-events';
import { countersOfSql, insertCoinGrantsSql } from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';
import { VipActivity } from './vip.settings';

/** A player's climb in one batch of the engine: from the level held to the level reached. */
export interface LevelUp {
  userId: number;
  from: number;
  to: number;
}

/**
 * Adds experience (ten-thousandths of a point) to players' standings and raises their levels to
 * what the thresholds give, never lowering one: one statement for the whole batch. Answers the
 * players whose level rose.
 */
export const addExperience = async (
  trx: Db,
  deltas: readonly { userId: number; expE4: number }[],
  thresholds: { levels: number[]; needE4: string[] },
): Promise<LevelUp[]> => {
  if (deltas.length === 0) return [];
  const levelOf = (exp: RawBuilder<unknown>) => sql`(
    select coalesce(max(t.level), 0) from unnest(
      ${sql.val(thresholds.levels)}::int[], ${sql.val(thresholds.needE4)}::bigint[]
    ) as t (level, need_e4) where t.need_e4 <= ${exp}
  )`;
  const { rows } = await sql<{ user_id: string; from_level: number; to_level: number }>`
    with d as (
      select user_id, sum(delta)::bigint as delta
      from unnest(
        ${sql.val(deltas.map((d) => d.userId))}::bigint[],
        ${sql.val(deltas.map((d) => d.expE4))}::bigint[]
      ) as d (user_id, delta)
      group by user_id
    ),
    old as (
      select v.user_id, v.level from vip_standings v where v.user_id in (select user_id from d)
    ),
    up as (
      insert into vip_standings as v (user_id, exp_e4, level)
      select d.user_id, d.delta, ${levelOf(sql`d.delta`)} from d
      on conflict (user_id) do update set
        exp_e4 = v.exp_e4 + excluded.exp_e4,
        level = greatest(v.level, ${levelOf(sql`v.exp_e4 + excluded.exp_e4`)}),
        updated_at = now()
      returning v.user_id, v.level
    )
    select up.user_id, coalesce(old.level, 0)::int as from_level, up.level::int as to_level
    from up left join old on old.user_id = up.user_id
    where up.level > coalesce(old.level, 0)
    order by up.user_id
  `.execute(trx);
  return rows.map((r) => ({ userId: Number(r.user_id), from: r.from_level, to: r.to_level }));
};

/**
 * The `vip.levelUp` events of the climbs, in the outbox, for mail and whoever else listens: each
 * with the level-up bonus granted for it (coin, hundredths; 0 for none).
 */
export const publishLevelUps = (trx: Db, ups: readonly (LevelUp & { bonus: number })[]) =>
  publishEvents(
    trx,
    ups.map((u) => ({
      type: 'vip.levelUp',
      userId: u.userId,
      payload: { userId: u.userId, from: u.from, to: u.to, bonus: u.bonus },
    })),
  );

/** The player's level and experience (ten-thousandths); a player never counted holds 0 and 0. */
export const standingOf = async (db: Db, userId: number) => {
  const row = await db
    .selectFrom('vip_standings')
    .select(['level', 'exp_e4'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { level: row?.level ?? 0, expE4: Number(row?.exp_e4 ?? 0) };
};

/**
 * Grants every player the rebate of the operator's previous day (by the lobby's clock): the
 * level's `rebateBp` (index = level) of that day's valid bets, floored to hundredths, when above
 * 0; one statement for every player, keyed by the day so a second run grants nothing. Answers
 * how many grants it made.
 */
export const grantRebates = async (
  trx: Db,
  input: { tz: string; rebateBp: readonly number[]; claimDays: number },
) => {
  const day = sql`'d:' || to_char((app_now() at time zone ${input.tz})::date - 1, 'YYYY-MM-DD')`;
  const { rows } = await sql<{ n: number }>`
    with made as (${insertCoinGrantsSql(
      VipActivity.Rebate,
      input.claimDays,
      sql`
        select c.user_id, ${day}, r.amount
        from ${countersOfSql(Metric.ValidBets, day)} c
        left join vip_standings v on v.user_id = c.user_id
        cross join lateral (
          select c.value * (${sql.val(input.rebateBp)}::int[])[coalesce(v.level, 0) + 1] / 10000
            as amount
        ) r
        where r.amount > 0
      `,
    )})
    select count(*)::int as n from made
  `.execute(trx);
  return rows[0]?.n ?? 0;
};
