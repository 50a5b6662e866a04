import { sql } from 'kysely';
import { asCamel } from '@/db/camel-columns';
import type { Db } from '@/db/database';
import { onBreakSql } from '../../breaks/breaks.reads';

const txColumns = asCamel([
  'provider',
  'tx_id',
  'op',
  'round_id',
  'user_id',
  'amount',
  'ref_tx_id',
  'request_hash',
  'answer',
  'rolled_back_by',
  'valid_bet',
  'counted_for',
]);

/**
 * A provider's transaction as recorded; `validBet` is a debit's valid amount and `countedFor`
 * the open bonus whose wagering it worked off.
 */
export type SeamlessTx = NonNullable<Awaited<ReturnType<typeof findTx>>>;

// int8 arrives as a number, or a BigInt past 2^53 (db/database.ts parseInt8): these are numbers.
const toTx = <
  R extends { amount: number; userId: number | null; validBet: number; countedFor: number | null },
>(
  row: R,
): R => ({
  ...row,
  amount: Number(row.amount),
  userId: row.userId === null ? null : Number(row.userId),
  validBet: Number(row.validBet),
  countedFor: row.countedFor === null ? null : Number(row.countedFor),
});

/**
 * Claims (provider, txId): answers true when this transaction inserted the row. A parallel
 * claim of the same id waits on the primary key until the first commits or rolls back.
 */
export const claimTx = async (
  db: Db,
  row: {
    provider: string;
    txId: string;
    op: SeamlessTx['op'];
    requestHash: string;
    refTxId?: string | null;
    roundId?: string | null;
    userId?: number | null;
    answer?: unknown;
  },
) =>
  (await db
    .insertInto('seamless_transactions')
    .values({
      provider: row.provider,
      tx_id: row.txId,
      op: row.op,
      request_hash: row.requestHash,
      ref_tx_id: row.refTxId ?? null,
      round_id: row.roundId ?? null,
      user_id: row.userId ?? null,
      answer: row.answer === undefined ? null : JSON.stringify(row.answer),
    })
    .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
    .returning('tx_id')
    .executeTakeFirst()) !== undefined;

export const findTx = async (db: Db, provider: string, txId: string, forUpdate = false) => {
  let query = db
    .selectFrom('seamless_transactions')
    .select(txColumns)
    .where('provider', '=', provider)
    .where('tx_id', '=', txId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toTx(row) : undefined;
};

export const settleTx = (
  db: Db,
  provider: string,
  txId: string,
  fields: { userId: number | null; roundId: string | null; amount: number; answer: unknown },
) =>
  db
    .updateTable('seamless_transactions')
    .set({
      user_id: fields.userId,
      round_id: fields.roundId,
      amount: fields.amount,
      answer: JSON.stringify(fields.answer),
    })
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .execute();

export const markRolledBack = (db: Db, provider: string, txId: string, by: string) =>
  db
    .updateTable('seamless_transactions')
    .set({ rolled_back_by: by })
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .execute();

/** The session, and whether it still takes bets: open and heard from within `idleSeconds`. */
export const findSessionLive = async (db: Db, sessionId: string, idleSeconds: number) => {
  const row = await db
    .selectFrom('game_sessions')
    .select([
      ...asCamel(['id', 'user_id', 'game_id', 'provider']),
      sql<boolean>`closed_at is null and last_seen_at > now() - make_interval(secs => ${idleSeconds})`.as(
        'live',
      ),
    ])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row ? { ...row, userId: Number(row.userId) } : undefined;
};

const toRound = <
  R extends { id: number; userId: number; bet: number; win: number; validBet: number },
>(
  row: R,
): R => ({
  ...row,
  id: Number(row.id),
  userId: Number(row.userId),
  bet: Number(row.bet),
  win: Number(row.win),
  validBet: Number(row.validBet),
});

const roundColumns = asCamel([
  'id',
  'provider',
  'round_id',
  'user_id',
  'game_id',
  'session_id',
  'bet',
  'win',
  'status',
  'funded_by',
  'valid_bet',
]);

export const lockRound = async (db: Db, provider: string, roundId: string) => {
  const row = await db
    .selectFrom('game_rounds')
    .select(roundColumns)
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toRound(row) : undefined;
};

/** A round's bets after a rollback; a round left with no bet is rolled back. */
export const setRoundBet = (db: Db, id: number, bet: number, validBet: number) =>
  db
    .updateTable('game_rounds')
    .set({
      bet,
      valid_bet: Math.max(0, validBet),
      ...(bet === 0 ? { status: 'rolled_back' as const } : {}),
    })
    .where('id', '=', id)
    .execute();

/** A round with what the built-in games keep of it (detail), for answering a repeated request. */
export const findRoundWithDetail = async (db: Db, provider: string, roundId: string) => {
  const row = await db
    .selectFrom('game_rounds')
    .select([...roundColumns, 'detail'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  return row ? { ...toRound(row), detail: row.detail } : undefined;
};

interface WalletCallBase {
  provider: string;
  txId: string;
  /** The request's identity: the same id with another hash is a conflict. */
  hash: string;
  sessionId: string;
  roundId: string;
  amount: number;
}

/** A debit or credit as the wallet's functions take it (migration 20261125000100). */
export type WalletCall =
  | (WalletCallBase & {
      op: 'debit';
      /**
       * The bet's weight toward wagering (bp) when the caller knows its risk (the house games);
       * otherwise the game session's weight applies.
       */
      weightBp?: number;
    })
  | (WalletCallBase & {
      op: 'credit';
      final: boolean;
      /** What the house games keep of the round. */
      detail?: unknown;
    });

/** Applies one call by `seamless_debit` or `seamless_credit`: its answer. */
export const applyCall = async (db: Db, call: WalletCall, idleSeconds: number) => {
  const query =
    call.op === 'debit'
      ? sql<{ answer: unknown }>`
          select seamless_debit(
            ${call.provider}, ${call.txId}, ${call.hash}, ${call.sessionId}, ${call.roundId},
            ${call.amount}::bigint, ${idleSeconds}::int, ${call.weightBp ?? null}::int
          ) as answer
        `
      : sql<{ answer: unknown }>`
          select seamless_credit(
            ${call.provider}, ${call.txId}, ${call.hash}, ${call.sessionId}, ${call.roundId},
            ${call.amount}::bigint, ${call.final},
            ${call.detail === undefined ? null : JSON.stringify(call.detail)}::jsonb
          ) as answer
        `;
  return (await query.execute(db)).rows[0]!.answer;
};

/** Applies calls one after another in one statement (`seamless_apply_batch`): their answers. */
export const applyCalls = async (db: Db, calls: readonly WalletCall[], idleSeconds: number) =>
  (
    await sql<{ answers: unknown[] }>`
      select seamless_apply_batch(${JSON.stringify(calls)}::jsonb, ${idleSeconds}::int) as answers
    `.execute(db)
  ).rows[0]!.answers;

/**
 * What a transaction id already recorded answers to a call (`seamless_repeat`): its stored
 * answer for the same operation and hash, a refusal for a tombstone or anything else; null
 * when the id is unknown.
 */
export const repeatAnswer = async (
  db: Db,
  provider: string,
  txId: string,
  op: string,
  requestHash: string,
) =>
  (
    await sql<{ answer: unknown }>`
      select seamless_repeat(${provider}, ${txId}, ${op}, ${requestHash}) as answer
    `.execute(db)
  ).rows[0]!.answer;

/**
 * Whether a provider's new debit (not a repeat of a transaction already recorded, which answers
 * as it first did) is on a session of a player on a time-out or self-exclusion (ADR 0071): one
 * statement, the session by its key and the transaction by its key.
 */
export const debitOnBreak = async (db: Db, provider: string, txId: string, sessionId: string) => {
  const { rows } = await sql<{ onBreak: boolean }>`
    select ${onBreakSql(sql`s.user_id`)} as "onBreak"
    from game_sessions s
    where s.id = ${sessionId}
      and not exists (
        select 1 from seamless_transactions t where t.provider = ${provider} and t.tx_id = ${txId}
      )
  `.execute(db);
  return rows[0]?.onBreak === true;
};
