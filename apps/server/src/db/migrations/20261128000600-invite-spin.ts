import { sql, type Kysely } from 'kysely';

/**
 * The invite spin (docs/rewards/invite-spin.md):
 * - `invite_spin_attempts`: a player's attempt, its total toward the target, the spins used and
 *   the committed server seed of the next spin. Spins lock its row, so they take turns;
 * - `invite_spin_spins`: every spin with its revealed seed, once per (attempt, nonce);
 * - `invite_spin_invitees`: the players registered with the player as inviter during an open
 *   attempt (the engine's rule writes them from `user.registered`), each counted once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invite_spin_attempts (
      id bigserial primary key,
      user_id bigint not null references users (id),
      started_at timestamptz not null,
      expires_at timestamptz not null,
      target bigint not null check (target > 0),
      total bigint not null default 0 check (total >= 0 and total <= target),
      spins_used int not null default 0 check (spins_used >= 0),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      exchanged_at timestamptz,
      check (expires_at > started_at)
    )
  `.execute(db);
  await sql`
    create index invite_spin_attempts_user on invite_spin_attempts (user_id, id desc)
  `.execute(db);
  await sql`
    comment on table invite_spin_attempts is
      'Invite-spin attempts: spins add to total (hundredths) until target; spins_used is the next nonce.'
  `.execute(db);
  await sql`
    create table invite_spin_spins (
      id bigserial primary key,
      attempt_id bigint not null references invite_spin_attempts (id),
      user_id bigint not null references users (id),
      nonce int not null check (nonce >= 0),
      sector int not null check (sector >= 0),
      sector_amount bigint not null check (sector_amount >= 0),
      amount bigint not null check (amount >= 0),
      total_after bigint not null check (total_after >= 0),
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      created_at timestamptz not null default now(),
      unique (attempt_id, nonce)
    )
  `.execute(db);
  await sql`create index invite_spin_spins_user on invite_spin_spins (user_id, id desc)`.execute(
    db,
  );
  await sql`
    create table invite_spin_invitees (
      invitee_id bigint primary key references users (id),
      attempt_id bigint not null references invite_spin_attempts (id),
      inviter_id bigint not null references users (id),
      created_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create index invite_spin_invitees_attempt on invite_spin_invitees (attempt_id)
  `.execute(db);
  await sql`
    create index invite_spin_invitees_inviter on invite_spin_invitees (inviter_id, invitee_id desc)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table invite_spin_invitees`.execute(db);
  await sql`drop table invite_spin_spins`.execute(db);
  await sql`drop table invite_spin_attempts`.execute(db);
}
