import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/db/database';

/** Why a draw at the next nonce cannot be made now. */
export type DrawRefusal = 'closed' | 'noChance' | 'dailyLimit';

/**
 * The claimability predicate of the lucky jackpot (docs/rewards/jackpot.md, "What can be
 * claimed"), one SQL read by the draw (under the seeds' row lock), the draw page's
 * `canReceiveDrawChance` and the red dot: a draw is refused when the jackpot is not live
 * (`live`), the player holds no chance, or today's draws reached the daily limit (0: none), in
 * that order; null when it draws.
 */
export const jackpotClaimableSql = (
  userId: number,
  input: { live: RawBuilder<unknown>; tz: string; dailyDrawLimit: number },
) => sql<{ draw: DrawRefusal | null }>`
  select case when not ${input.live} then 'closed'
    when coalesce((select chances from jackpot_chances where user_id = ${userId}), 0) <= 0
      then 'noChance'
    when ${input.dailyDrawLimit} > 0 and (
      select count(*) from jackpot_draws d
      where d.user_id = ${userId} and d.day_key = (reward_period_keys(app_now(), ${input.tz}))[1]
    ) >= ${input.dailyDrawLimit} then 'dailyLimit'
  end as draw
`;

/** The predicate's refusal, read in the caller's transaction. */
export const drawRefusal = async (
  db: Db,
  userId: number,
  input: Parameters<typeof jackpotClaimableSql>[1],
) => (await jackpotClaimableSql(userId, input).execute(db)).rows[0]!.draw;

/**
 * The red dot's row (`flag:jackpot`) for activityGetStatusList's one statement: a draw at the
 * next nonce draws now, by the draw's own predicate.
 */
export const jackpotFlagSql = (userId: number, input: Parameters<typeof jackpotClaimableSql>[1]) =>
  sql`
    select 'flag:jackpot'::text as activity, 1 as n
    from (${jackpotClaimableSql(userId, input)}) p
    where p.draw is null
  `;
