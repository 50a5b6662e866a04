import { sql, type Kysely } from 'kysely';
import { createFunctions } from '../sql-functions';

/** How many levels up the inviter chain the agent programme pays (docs/rewards/README.md). */
const DEPTH = 5;

/**
 * The agent programme (docs/rewards/agent.md): `user_ancestors` is the closure
 * of `users.pid` five levels deep, one row per (player, ancestor within five levels), kept by a
 * trigger on the inviter's column, so the daily commission of every agent is one set-based
 * statement (counters joined to the closure, grouped by ancestor) instead of a walk per player.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_ancestors (
      user_id bigint not null references users (id) on delete cascade,
      ancestor_id bigint not null references users (id) on delete cascade,
      depth smallint not null check (depth between 1 and ${sql.lit(DEPTH)}),
      primary key (user_id, ancestor_id)
    )
  `.execute(db);
  await sql`
    comment on table user_ancestors is
      'The inviter chain (users.pid) closed five levels deep: depth 1 is the inviter.'
  `.execute(db);
  await sql`
    create index user_ancestors_downline on user_ancestors (ancestor_id, depth, user_id)
  `.execute(db);
  // The players already invited: their chains, five levels deep.
  await sql`
    insert into user_ancestors (user_id, ancestor_id, depth)
    with recursive chain (user_id, ancestor_id, depth) as (
      select id, pid, 1 from users where pid is not null
      union all
      select c.user_id, u.pid, c.depth + 1
      from chain c join users u on u.id = c.ancestor_id
      where u.pid is not null and c.depth < ${sql.lit(DEPTH)}
    )
    select user_id, ancestor_id, min(depth) from chain
    where user_id <> ancestor_id
    group by user_id, ancestor_id
  `.execute(db);
  // A player's inviter set or changed: the closure follows (db/functions/user_ancestors_sync.sql).
  await createFunctions(db, ['user_ancestors_sync']);
  await sql`
    create trigger users_ancestors_insert after insert on users
    for each row when (new.pid is not null) execute function user_ancestors_sync()
  `.execute(db);
  await sql`
    create trigger users_ancestors_update after update of pid on users
    for each row when (old.pid is distinct from new.pid) execute function user_ancestors_sync()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_ancestors_update on users`.execute(db);
  await sql`drop trigger users_ancestors_insert on users`.execute(db);
  await sql`drop function user_ancestors_sync()`.execute(db);
  await sql`drop table user_ancestors`.execute(db);
}
