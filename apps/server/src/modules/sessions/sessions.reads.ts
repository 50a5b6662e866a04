import { sql, type RawBuilder } from 'kysely';

/**
 * What other modules may read of the sessions: whether two players signed in on one device (a
 * session's fingerprint), for the invite rules; SQL pieces take a player's id as a column or a
 * value, so only this module names `sessions`. (The no-deposit rewards ask the risk desk's
 * graph instead, modules/risk.)
 */

type UserRef = number | RawBuilder<unknown>;

/** Whether one player signed in on a device (non-empty fingerprint) the other signed in on. */
export const sameDeviceSql = (one: UserRef, other: UserRef) => sql<boolean>`exists (
  select 1 from sessions a join sessions b on b.fingerprint = a.fingerprint
  where a.user_id = ${one} and b.user_id = ${other} and a.fingerprint <> ''
)`;
