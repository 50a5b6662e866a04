import { sql, type RawBuilder } from 'kysely';
import type { KycTier } from '@lobby/contract/values/kyc';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';

/**
 * What other modules may read of know your customer (ADR 0073): a player's tier, and whether
 * their account is closed for play (under the minimum age).
 */

/** The player's tier, 0 without a profile: SQL of their id. */
export const kycTierSql = (userId: number | RawBuilder<unknown>) =>
  sql<KycTier>`coalesce((select tier from kyc_profiles where user_id = ${userId}), 0)`;

/** Whether the account is closed for play: SQL of their id. */
export const closedForPlaySql = (userId: number | RawBuilder<unknown>) =>
  sql<boolean>`exists (
    select 1 from kyc_profiles where user_id = ${userId} and closed_for_play_at is not null
  )`;

/**
 * Refuses with KYC_ACCOUNT_CLOSED when the account is closed for play: what a deposit, a game's
 * start and a reward's claim check first.
 */
export const assertOpenForPlay = async (db: Db, userId: number) => {
  const { rows } = await sql<{
    closed: boolean;
  }>`select ${closedForPlaySql(userId)} as closed`.execute(db);
  if (rows[0]?.closed) throw new AppError(ErrorCode.KYC_ACCOUNT_CLOSED);
};

/** The start of the operator's current calendar month, on the lobby's clock: SQL. */
export const monthStartSql = (timeZone: string) =>
  sql<Date>`(date_trunc('month', app_now() at time zone ${timeZone}) at time zone ${timeZone})`;
