import { sql, type RawBuilder } from 'kysely';
import type { BreakKind } from '@lobby/contract/values/breaks';
import type { Db } from '@/db/database';
import { sharersSql } from '../risk/risk.reads';
import type { SignalKind } from '../risk/risk-signals';

/**
 * What other modules may read of the players' time-outs and self-exclusions (ADR 0071): the
 * break in force of a player, and SQL pieces so a statement of theirs skips players on a break
 * while only this module names `play_breaks`.
 */

type UserRef = number | RawBuilder<unknown>;

/** A break row (aliased `pb`) that holds now on the lobby's clock. */
export const heldSql = sql<boolean>`(pb.released_at is null or pb.released_at > app_now())`;

/** Whether the player is on a break now: one read of the (user_id) index. */
export const onBreakSql = (userId: UserRef) => sql<boolean>`exists (
  select 1 from play_breaks pb where pb.user_id = ${userId} and ${heldSql}
)`;

/**
 * Whether the player was on a break at `at` (a column of the caller's statement, e.g. when a
 * broadcast started): a promotion sent while they were on one never reaches them, even after.
 */
export const onBreakAtSql = (userId: UserRef, at: RawBuilder<unknown>) => sql<boolean>`exists (
  select 1 from play_breaks pb
  where pb.user_id = ${userId} and pb.started_at <= ${at}
    and (pb.released_at is null or pb.released_at > ${at})
)`;

/** The break in force: the one lasting longest (a permanent one first). */
export interface HeldBreak {
  kind: BreakKind;
  /** The end date (a self-exclusion may be asked to end from then); null when permanent. */
  endsAt: Date | null;
}

const heldOf = (db: Db, users: RawBuilder<unknown>) =>
  db
    .selectFrom('play_breaks as pb')
    .select(['pb.kind', 'pb.ends_at as endsAt'])
    .where(sql<boolean>`pb.user_id in ${users}`)
    .where(heldSql)
    .orderBy(sql`pb.ends_at desc nulls first`)
    .limit(1)
    .executeTakeFirst() as Promise<HeldBreak | undefined>;

/** The player's break in force, or null. */
export const heldBreakOf = async (db: Db, userId: number): Promise<HeldBreak | null> =>
  (await heldOf(db, sql`(${userId})`)) ?? null;

/**
 * The break in force of any other player seen with one of these signals (a device, a phone, a
 * receiving account: the risk desk's graph, ADR 0053), or null: a sign-up or a new receiving
 * account linked to it is refused. A missing device (`none`) links nobody.
 */
export const linkedBreakOf = async (
  db: Db,
  signals: readonly { kind: SignalKind; value: string }[],
  exceptUserId?: number,
): Promise<HeldBreak | null> => {
  const useful = signals.filter((s) => !(s.kind === 'device' && s.value === 'none'));
  if (useful.length === 0) return null;
  const sets = useful.map((s) => sql`select user_id from ${sharersSql(s.kind, s.value)} s`);
  const users = sql`(select user_id from (${sql.join(sets, sql` union `)}) u where user_id <> ${exceptUserId ?? 0})`;
  return (await heldOf(db, users)) ?? null;
};
