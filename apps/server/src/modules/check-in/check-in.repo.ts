import { sql } from 'kysely';
import type { Activity } from '@lobby/contract/app-config';
import type { Db } from '../../db/database';
import type { SignedDay } from './check-in-cycle';
import { CheckInActivity } from './check-in.settings';
import { liveNowSql } from '../rewards/activity-window';

/** The days the player signed in their latest cycle (the cycle of their latest signed day). */
export const latestCycle = async (db: Db, userId: number): Promise<SignedDay[]> => {
  const { rows } = await sql<{
    day: string;
    cycle_start: string;
    cycle_day: number;
    made_up: boolean;
    grant_id: string;
  }>`
    select to_char(day, 'YYYY-MM-DD') as day, to_char(cycle_start, 'YYYY-MM-DD') as cycle_start,
      cycle_day, made_up, grant_id
    from sign_in_days
    where user_id = ${userId} and cycle_start = (
      select cycle_start from sign_in_days where user_id = ${userId} order by day desc limit 1
    )
    order by day
  `.execute(db);
  return rows.map((r) => ({
    day: r.day,
    cycleStart: r.cycle_start,
    cycleDay: Number(r.cycle_day),
    madeUp: r.made_up,
    grantId: Number(r.grant_id),
  }));
};

export const insertSignedDay = (trx: Db, userId: number, day: SignedDay) =>
  trx
    .insertInto('sign_in_days')
    .values({
      user_id: userId,
      day: day.day,
      cycle_start: day.cycleStart,
      cycle_day: day.cycleDay,
      made_up: day.madeUp,
      grant_id: day.grantId,
    })
    .execute();

/** The day of the cycle a sign-in's grant signed. */
export const cycleDayOfGrant = async (db: Db, grantId: number) => {
  const row = await db
    .selectFrom('sign_in_days')
    .select('cycle_day')
    .where('grant_id', '=', grantId)
    .executeTakeFirstOrThrow();
  return Number(row.cycle_day);
};

/** The player's login-bonus grants, with the operator day each was made on. */
export const loginBonusGrants = async (db: Db, userId: number, tz: string) =>
  (
    await sql<{ id: string; grant_key: string; status: string; day: string }>`
      select id, grant_key, status, to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') as day
      from reward_grants
      where user_id = ${userId} and activity = ${CheckInActivity.LoginBonus}
      order by id
    `.execute(db)
  ).rows.map((r) => ({ id: Number(r.id), key: r.grant_key, status: r.status, day: r.day }));

/**
 * The red dot's row (`flag:signIn`) of the calendar and the login bonus: today not signed on a
 * live calendar, or today's login-bonus day claimable (signed in today, days left, none claimed
 * today). SQL for the red dots' one statement.
 */
export const signInFlagSql = (
  userId: number,
  input: { tz: string; calendar: readonly Activity[]; loginBonus: readonly Activity[] },
) => sql`
  select 'flag:signIn'::text as activity, 1 as n
  from (select reward_period_keys(app_now(), ${input.tz}) as keys) k
  where (
    ${liveNowSql(input.calendar)} and not exists (
      select 1 from reward_grants g
      where g.user_id = ${userId} and g.activity = ${CheckInActivity.Day} and g.grant_key = k.keys[1]
    )
  ) or (
    ${liveNowSql(input.loginBonus)}
    and exists (
      select 1 from reward_counters c
      where c.user_id = ${userId} and c.metric = 'signIns' and c.period_key = k.keys[1] and c.value > 0
    )
    and (
      select count(*) filter (where to_char(g.created_at at time zone ${input.tz}, 'YYYY-MM-DD')
          = to_char(app_now() at time zone ${input.tz}, 'YYYY-MM-DD')) = 0 and count(*) < 3
      from reward_grants g
      where g.user_id = ${userId} and g.activity = ${CheckInActivity.LoginBonus}
    )
  )
`;
