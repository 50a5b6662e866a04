import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { AUDIT_AT_FORMAT, auditHash, GENESIS_HASH, type AuditHashFields } from './audit-hash';

/**
 * The audit log's rows (docs/console.md "Audit log", ADR 0043): appended by recordAudit in the
 * transaction of the change they record, never updated nor deleted (the migration's triggers).
 */

/** Who made a change: a console session's staff member, an ops CLI operator, or the server. */
export type AuditActor =
  | { kind: 'staff'; id: number; name: string }
  | { kind: 'cli'; name: string }
  | { kind: 'system'; name: string };

export interface AuditEntry {
  actor: AuditActor;
  /** The console request's client IP. */
  ip?: string | null;
  /** The console call or ops command, e.g. `chatAssign`, `withdrawal.approve`. */
  action: string;
  /** What it changed, e.g. `conversation:12`. */
  target?: string | null;
  /** The changed fields before (omitted: the thing is new) and after the change. */
  before?: unknown;
  after?: unknown;
}

/**
 * Every appender takes this lock (transaction-scoped) before it reads the chain's head, so
 * entries are chained in commit order: the next appender waits until the holder commits or
 * rolls back, then reads the head that is committed by then.
 */
const AUDIT_CHAIN_LOCK = sql`hashtext('audit_log.chain')`;

/**
 * A value as JSON gives it back (Dates to ISO text, undefined keys dropped, bigints as text),
 * so what is hashed is what jsonb stores and returns; null for nothing.
 */
const asJson = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return text === undefined ? null : (JSON.parse(text) as unknown);
};

const textOrNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Appends an entry to the audit log, chained to the one committed before it. Call it with the
 * transaction that makes the change it records, after the change: the entry commits with the
 * change or neither does. Called outside a transaction it would record a change that may never
 * happen, and release the chain's lock at once: that is a bug, and it throws.
 *
 * Three statements: the lock (its own statement: a READ COMMITTED statement reads the snapshot
 * taken when it starts, so the head must be read by a statement that starts once the lock is
 * held), the head with the entry's id and time, and the insert. prev_hash is unique, so even a
 * caller in a REPEATABLE READ transaction, whose snapshot predates the head, cannot fork the
 * chain: its insert fails.
 */
export const recordAudit = async (trx: Db, entry: AuditEntry): Promise<{ id: number }> => {
  if (!trx.isTransaction) throw new Error('recordAudit runs in the transaction of the change');
  await sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(trx);
  const { rows } = await sql<{ id: number; at: string; prev_hash: Uint8Array | null }>`
    select nextval(pg_get_serial_sequence('audit_log', 'id')) as id,
      to_char(clock_timestamp() at time zone 'UTC', ${AUDIT_AT_FORMAT}) as at,
      (select hash from audit_log order by id desc limit 1) as prev_hash
  `.execute(trx);
  const head = rows[0]!;
  const { actor } = entry;
  const fields: AuditHashFields = {
    id: Number(head.id),
    at: head.at,
    actorKind: actor.kind,
    actorId: actor.kind === 'staff' ? actor.id : null,
    actorName: actor.name,
    ip: textOrNull(entry.ip),
    action: entry.action,
    target: textOrNull(entry.target),
    before: asJson(entry.before),
    after: asJson(entry.after),
    prevHash: head.prev_hash ? Buffer.from(head.prev_hash) : GENESIS_HASH,
  };
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  await trx
    .insertInto('audit_log')
    .values({
      id: fields.id,
      at: sql<Date>`${fields.at}::timestamptz`,
      actor_kind: actor.kind,
      actor_id: fields.actorId,
      actor_name: fields.actorName,
      ip: fields.ip,
      action: fields.action,
      target: fields.target,
      before: sql`${json(fields.before)}::jsonb`,
      after: sql`${json(fields.after)}::jsonb`,
      prev_hash: Buffer.from(fields.prevHash),
      hash: auditHash(fields),
    })
    .execute();
  return { id: fields.id };
};

/** A stored entry, `at` as it is hashed (UTC ISO text with microseconds). */
export interface AuditRow extends AuditHashFields {
  prevHash: Buffer;
  hash: Buffer;
}

const rowColumns = sql`
  id, to_char(at at time zone 'UTC', ${AUDIT_AT_FORMAT}) as at, actor_kind, actor_id,
  actor_name, ip, action, target, before, after, prev_hash, hash
`;

interface StoredRow {
  id: number;
  at: string;
  actor_kind: string;
  actor_id: number | null;
  actor_name: string;
  ip: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  prev_hash: Uint8Array;
  hash: Uint8Array;
}

const asRow = (row: StoredRow): AuditRow => ({
  id: Number(row.id),
  at: row.at,
  actorKind: row.actor_kind,
  actorId: row.actor_id === null ? null : Number(row.actor_id),
  actorName: row.actor_name,
  ip: row.ip,
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
  prevHash: Buffer.from(row.prev_hash),
  hash: Buffer.from(row.hash),
});

/** Up to `limit` entries after id `after`, oldest first (the chain's order). */
export const auditRowsAfter = async (db: Db, after: number, limit: number) => {
  const { rows } = await sql<StoredRow>`
    select ${rowColumns} from audit_log where id > ${after} order by id limit ${limit}
  `.execute(db);
  return rows.map(asRow);
};

export interface AuditFilter {
  /** The actor's name (a staff member's email, `user@cli`), exactly. */
  actor?: string | undefined;
  /** The action, exactly. */
  action?: string | undefined;
}

/**
 * A page of entries, newest first: `limit` rows before id `before` (or from `offset`), and how
 * many match, counted up to `countCap` + 1.
 */
export const auditPage = async (
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number; before: number | undefined; countCap: number },
) => {
  const where = sql`true
    ${filter.actor === undefined ? sql`` : sql`and actor_name = ${filter.actor}`}
    ${filter.action === undefined ? sql`` : sql`and action = ${filter.action}`}`;
  const [{ rows: counted }, { rows }] = await Promise.all([
    sql<{ n: number }>`
      select count(*)::int as n from (
        select 1 from audit_log where ${where} limit ${page.countCap + 1}
      ) counted
    `.execute(db),
    sql<StoredRow>`
      select ${rowColumns} from audit_log
      where ${where} ${page.before === undefined ? sql`` : sql`and id < ${page.before}`}
      order by id desc limit ${page.limit} offset ${page.offset}
    `.execute(db),
  ]);
  return { counted: Number(counted[0]!.n), list: rows.map(asRow) };
};
