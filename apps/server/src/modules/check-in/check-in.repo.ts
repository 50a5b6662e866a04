import { sql } from 'kysely';
import type { Activity } from '@lobby/contract/app-config';
import type { Db } from '@/db/database';
import type { SignedDay } from './check-in-cycle';
import { CheckInActivity } from './check-in.settings';
import { liveNowSql } from '../rewards/activity-window';
import { counterValueSql, grantCountSql, grantExistsSql } from '../rewards/rewards.reads';
import { Metric } from '../rewards/rewards-events';

/** The login bonus's days, once per account. */
export const LOGIN_BONUS_DAYS = 3;

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

/**
 * The player opened the app on today's operator day (in `tz`): its row, once; a second open
 * that day, or one racing it, finds the key taken and writes nothing.
 */
export const recordAppOpen = (db: Db, userId: number, tz: string) =>
  sql`
    insert into app_open_days (user_id, day)
    values (${userId}, (app_now() at time zone ${tz})::date)
    on conflict (user_id, day) do nothing
  `.execute(db);

/** The day of the cycle a sign-in's grant signed. */
export const cycleDayOfGrant = async (db: Db, grantId: number) => {
  const row = await db
    .selectFrom('sign_in_days')
    .select('cycle_day')
    .where('grant_id', '=', grantId)
    .executeTakeFirstOrThrow();
  return Number(row.cycle_day);
};

/** Why today's sign-in pays nothing new: signed already (a call answers it again), or closed. */
export type SignInRefusal = 'signed' | 'closed';
/** Why the login bonus cannot be claimed now, in the order a claim reports them. */
export type LoginBonusRefusal = 'claimedToday' | 'done' | 'closed' | 'notSignedIn';

/** Where the player stands today: each claim's refusal (null: it pays now) and what they read. */
export interface CheckInClaimable {
  signIn: SignInRefusal | null;
  loginBonus: LoginBonusRefusal | null;
  /** Login-bonus days claimed, one a day; the next claim pays day `claimed + 1`. */
  claimed: number;
  claimedToday: boolean;
  signedInToday: boolean;
  /** A login-bonus activity is live. */
  loginBonusLive: boolean;
}

/**
 * The claimability predicate of the calendar and the login bonus (docs/rewards/check-in.md,
 * "What can be claimed"), one SQL read by both claims (under the player's lock) and by the red
 * dot: today's sign-in pays unless today is signed (its grant, keyed by the day, exists) or no
 * calendar is live; the login bonus pays unless a day was claimed today, its days are all
 * claimed, none is live, or the player neither signed in today (the engine's `signIns`) nor
 * opened the app today (`app_open_days`: a player signed in for weeks comes back by opening it). The
 * activities' windows are inlined: no statement of its own.
 */
export const checkInClaimableSql = (
  userId: number,
  input: { tz: string; calendar: readonly Activity[]; loginBonus: readonly Activity[] },
) => sql<{
  sign_in: SignInRefusal | null;
  login_bonus: LoginBonusRefusal | null;
  claimed: number;
  claimed_today: boolean;
  signed_in_today: boolean;
  login_bonus_live: boolean;
}>`
  select
    case when ${grantExistsSql(userId, CheckInActivity.Day, sql`k.keys[1]`)} then 'signed'
      when not ${liveNowSql(input.calendar)} then 'closed' end as sign_in,
    case when b.today > 0 then 'claimedToday' when b.claimed >= ${LOGIN_BONUS_DAYS} then 'done'
      when not b.live then 'closed'
      when b.sign_ins <= 0 then 'notSignedIn' end as login_bonus,
    b.claimed, b.today > 0 as claimed_today, b.sign_ins > 0 as signed_in_today,
    b.live as login_bonus_live
  from (
    select keys, day_start::date as day, day_start at time zone ${input.tz} as day_from,
      (day_start + interval '1 day') at time zone ${input.tz} as day_end
    from (
      select reward_period_keys(app_now(), ${input.tz}) as keys,
        date_trunc('day', app_now() at time zone ${input.tz}) as day_start
    ) n
  ) k
  cross join lateral (
    select ${grantCountSql(userId, CheckInActivity.LoginBonus)} as claimed,
      ${grantCountSql(userId, CheckInActivity.LoginBonus, { from: sql`k.day_from`, to: sql`k.day_end` })} as today,
      ${counterValueSql(userId, Metric.SignIns, sql`k.keys[1]`)}
        + (select count(*) from app_open_days o where o.user_id = ${userId} and o.day = k.day)
        as sign_ins,
      ${liveNowSql(input.loginBonus)} as live
  ) b
`;

/** The predicate's row, read in the caller's transaction (after the player's lock in a claim). */
export const checkInClaimable = async (
  db: Db,
  userId: number,
  input: Parameters<typeof checkInClaimableSql>[1],
): Promise<CheckInClaimable> => {
  const row = (await checkInClaimableSql(userId, input).execute(db)).rows[0]!;
  return {
    signIn: row.sign_in,
    loginBonus: row.login_bonus,
    claimed: Number(row.claimed),
    claimedToday: row.claimed_today,
    signedInToday: row.signed_in_today,
    loginBonusLive: row.login_bonus_live,
  };
};

/**
 * The red dot's row (`flag:signIn`) of the calendar and the login bonus: today's sign-in or the
 * login bonus pays now, by the claims' own predicate. SQL for the red dots' one statement.
 */
export const signInFlagSql = (userId: number, input: Parameters<typeof checkInClaimableSql>[1]) =>
  sql`
    select 'flag:signIn'::text as activity, 1 as n
    from (${checkInClaimableSql(userId, input)}) p
    where p.sign_in is null or p.login_bonus is null
  `;
