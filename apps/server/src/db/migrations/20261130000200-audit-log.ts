import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * The audit log (docs/console.md "Audit log", ADR 0043): every change made through the console
 * or the ops CLI, written in the transaction of the change by recordAudit
 * (modules/audit/audit.repo.ts). Append-only: triggers refuse UPDATE, DELETE and TRUNCATE, and
 * each entry carries the SHA-256 of the one before (prev_hash, unique: the chain cannot fork)
 * and its own over its fields (hash), which `npm run ops -- audit verify` recomputes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigserial primary key,
      at timestamptz not null,
      actor_kind text not null check (actor_kind in ('staff', 'cli', 'system')),
      actor_id bigint check ((actor_kind = 'staff') = (actor_id is not null)),
      actor_name text not null check (length(actor_name) between 1 and 254),
      ip text check (length(ip) <= 64),
      action text not null check (action ~ '^[a-z][a-zA-Z0-9._-]{0,63}$'),
      target text check (length(target) <= 254),
      before jsonb,
      after jsonb,
      prev_hash bytea not null unique check (length(prev_hash) = 32),
      hash bytea not null unique check (length(hash) = 32)
    )
  `.execute(db);
  await sql`create index audit_log_actor on audit_log (actor_name, id desc)`.execute(db);
  await sql`create index audit_log_action on audit_log (action, id desc)`.execute(db);
  await sql`
    comment on table audit_log is
      'Who changed what through the console or the ops CLI, written with the change; hash-chained and append-only.'
  `.execute(db);
  for (const [column, text] of [
    ['at', "When, the database's clock_timestamp() once the chain's lock was held (microseconds)."],
    ['actor_kind', 'staff (a console session), cli (the ops CLI) or system (the server itself).'],
    ['actor_id', "The staff member's id; null for cli and system."],
    ['actor_name', "The staff member's email, the CLI's operator (user@cli), or the job's name."],
    ['ip', "The console request's client IP; null for the CLI and the system."],
    [
      'action',
      'What was done: the console call or ops command, e.g. chatAssign, withdrawal.approve.',
    ],
    ['target', 'What it was done to, e.g. conversation:12, withdrawal:W123.'],
    ['before', 'The changed fields before the change (null: the thing did not exist).'],
    ['after', 'The changed fields after the change (null: nothing was changed, e.g. a sign-in).'],
    ['prev_hash', 'The hash of the entry before; 32 zero bytes for the first.'],
    ['hash', "SHA-256 of the canonical JSON of this entry's fields and prev_hash (audit-hash.ts)."],
  ] as const) {
    await sql`comment on column ${sql.ref(`audit_log.${column}`)} is ${sql.lit(text)}`.execute(db);
  }
  await createFunctions(db, ['audit_log_refuse']);
  await sql`
    create trigger audit_log_no_update before update or delete on audit_log
    for each row execute function audit_log_refuse()
  `.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_refuse()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_refuse()`.execute(db);
}
