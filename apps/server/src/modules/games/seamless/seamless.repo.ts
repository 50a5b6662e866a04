import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export interface SeamlessTxRow {
  provider: string;
  tx_id: string;
  op: 'debit' | 'credit' | 'rollback' | 'tombstone';
  round_id: string | null;
  user_id: number | null;
  amount: number;
  ref_tx_id: string | null;
  request_hash: string;
  answer: unknown;
  rolled_back_by: string | null;
}

export interface RoundRow {
  id: number;
  provider: string;
  round_id: string;
  user_id: number;
  game_id: number;
  session_id: string;
  bet: number;
  win: number;
  status: 'open' | 'settled' | 'rolled_back';
}

export interface SessionLiveRow {
  id: string;
  user_id: number;
  game_id: number;
  provider: string;
  live: boolean;
}

const txColumns = [
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
] as const;

const toTx = (row: Record<string, unknown>): SeamlessTxRow => ({
  ...(row as unknown as SeamlessTxRow),
  amount: Number(row.amount),
  user_id: row.user_id === null ? null : Number(row.user_id),
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
    op: SeamlessTxRow['op'];
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
export const findSessionLive = async (
  db: Db,
  sessionId: string,
  idleSeconds: number,
): Promise<SessionLiveRow | undefined> => {
  const row = await db
    .selectFrom('game_sessions')
    .select([
      'id',
      'user_id',
      'game_id',
      'provider',
      sql<boolean>`closed_at is null and last_seen_at > now() - make_interval(secs => ${idleSeconds})`.as(
        'live',
      ),
    ])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row ? { ...row, user_id: Number(row.user_id) } : undefined;
};

const toRound = (row: Record<string, unknown>): RoundRow => ({
  ...(row as unknown as RoundRow),
  id: Number(row.id),
  user_id: Number(row.user_id),
  bet: Number(row.bet),
  win: Number(row.win),
});

const roundColumns = [
  'id',
  'provider',
  'round_id',
  'user_id',
  'game_id',
  'session_id',
  'bet',
  'win',
  'status',
] as const;

export const openRound = (
  db: Db,
  round: { provider: string; roundId: string; userId: number; gameId: number; sessionId: string },
) =>
  db
    .insertInto('game_rounds')
    .values({
      provider: round.provider,
      round_id: round.roundId,
      user_id: round.userId,
      game_id: round.gameId,
      session_id: round.sessionId,
    })
    .onConflict((oc) => oc.columns(['provider', 'round_id']).doNothing())
    .execute();

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

export const updateRound = (
  db: Db,
  id: number,
  fields: {
    bet?: number;
    win?: number;
    status?: RoundRow['status'];
    settled?: boolean;
    detail?: unknown;
  },
) =>
  db
    .updateTable('game_rounds')
    .set({
      ...(fields.bet === undefined ? {} : { bet: fields.bet }),
      ...(fields.win === undefined ? {} : { win: fields.win }),
      ...(fields.status === undefined ? {} : { status: fields.status }),
      ...(fields.settled ? { settled_at: sql<Date>`now()` } : {}),
      ...(fields.detail === undefined ? {} : { detail: JSON.stringify(fields.detail) }),
    })
    .where('id', '=', id)
    .execute();

export const insertDomainEvent = (db: Db, type: string, userId: number | null, payload: unknown) =>
  db
    .insertInto('domain_events')
    .values({ type, user_id: userId, payload: JSON.stringify(payload) })
    .execute();

/** A round with what the built-in games keep of it (detail), for answering a repeated request. */
export const findRoundWithDetail = async (db: Db, provider: string, roundId: string) => {
  const row = await db
    .selectFrom('game_rounds')
    .select([...roundColumns, 'detail'])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
  return row ? { ...toRound(row), detail: row.detail as unknown } : undefined;
};
