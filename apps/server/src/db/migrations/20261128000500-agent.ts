import { sql, type Kysely } from 'kysely';

/** How many levels up the inviter chain the agent programme pays (docs/rewards.md). */
const DEPTH = 5;

/**
 * The subtree of `new.id` (the player at depth 0, then every descendant the closure holds, with
 * its depth below the player), and the new inviter's chain (the inviter at depth 1, then its
 * ancestors one further each).
 */
const SUBTREE = `(
  select new.id as user_id, 0 as depth
  union all
  select user_id, depth from user_ancestors where ancestor_id = new.id
)`;

/**
 * The agent programme (docs/rewards.md "The agent programme"): `user_ancestors` is the closure
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
  // A player's inviter set or changed: the player's subtree drops the chain above the player and
  // takes the new one, each row within five levels.
  await sql
    .raw(
      `
    create function user_ancestors_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from user_ancestors x using ${SUBTREE} s
        where x.user_id = s.user_id and x.depth > s.depth;
      end if;
      if new.pid is not null then
        insert into user_ancestors (user_id, ancestor_id, depth)
        select s.user_id, a.ancestor_id, s.depth + a.depth
        from ${SUBTREE} s
        cross join (
          select new.pid as ancestor_id, 1 as depth
          union all
          select ancestor_id, depth + 1 from user_ancestors
          where user_id = new.pid and depth < ${DEPTH}
        ) a
        where s.depth + a.depth <= ${DEPTH} and s.user_id <> a.ancestor_id
        on conflict (user_id, ancestor_id) do nothing;
      end if;
      return null;
    end
    $$
  `,
    )
    .execute(db);
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
