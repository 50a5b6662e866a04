import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/**
 * Time-out and self-exclusion (docs/player-protection.md "Time-out and self-exclusion", ADR
 * 0071):
 * - `play_breaks`: every break a player took (or staff started on their behalf), never deleted
 *   nor shortened. A time-out is over at `ends_at`; a self-exclusion when the player asked after
 *   `ends_at` (`end_requested_at`) and the wait passed (`released_at`). A break holds while
 *   `released_at` is null or still ahead on the lobby's clock;
 * - `sessions.cash_out_only`: the session a refused sign-in of a player on a break hands out,
 *   accepted only by the calls that take money out (values/breaks.ts CASH_OUT_CALLS);
 * - a trigger refusing any other new session of a player on a break (SQLSTATE PBR01).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table play_breaks (
      id bigserial primary key,
      user_id bigint not null references users (id),
      kind text not null check (kind in ('timeout', 'exclusion')),
      period text not null check (period in ('24h', '7d', '30d', '6w', '6m', '1y', '5y', 'permanent')),
      started_at timestamptz not null,
      ends_at timestamptz,
      end_requested_at timestamptz,
      released_at timestamptz,
      staff_id bigint references staff (id),
      reason text check (length(reason) <= 500),
      created_at timestamptz not null default now(),
      constraint play_breaks_permanent check ((ends_at is null) = (period = 'permanent')),
      constraint play_breaks_timeout_released check (kind = 'exclusion' or released_at = ends_at),
      constraint play_breaks_request_after_end check (
        end_requested_at is null or (kind = 'exclusion' and end_requested_at >= ends_at)
      )
    )
  `.execute(db);
  await sql`create index play_breaks_user on play_breaks (user_id, id desc)`.execute(db);
  await sql`
    comment on table play_breaks is
      'Time-outs and self-exclusions (ADR 0071): never deleted nor shortened; one holds while released_at is null or ahead of app_now().'
  `.execute(db);
  await sql`
    alter table sessions add column cash_out_only boolean not null default false
  `.execute(db);
  await sql`
    comment on column sessions.cash_out_only is
      'A session handed to a player on a break to take their money out: only the cash-out calls accept it; it lives an hour and never slides.'
  `.execute(db);
  await createFunctions(db, ['sessions_refuse_player_on_break']);
  await sql`
    create trigger sessions_refuse_player_on_break before insert on sessions
    for each row execute function sessions_refuse_player_on_break()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_refuse_player_on_break on sessions`.execute(db);
  await sql`drop function sessions_refuse_player_on_break()`.execute(db);
  await sql`alter table sessions drop column cash_out_only`.execute(db);
  await sql`drop table play_breaks`.execute(db);
}
